import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  outline: 'none',
});

export const tag = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxInlineSize: '100%',
  minBlockSize: vars.size.control.sm,
  paddingBlock: 0,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.subtle,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.control,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-selected]': {
      backgroundColor: vars.color.brand.subtle,
      borderColor: vars.color.brand.border,
      color: vars.color.brand.text,
    },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-disabled]': { color: vars.color.disabled.text },
    // The remove button sits flush with the inline end: less padding there.
    '&[data-allows-removing]': { paddingInlineEnd: vars.space.xxs },
  },
});

export const text = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  // A comfortable target inside a small chip.
  inlineSize: `calc(${vars.size.control.sm} - ${vars.space.xs})`,
  blockSize: `calc(${vars.size.control.sm} - ${vars.space.xs})`,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.subtlePressed },
    '&[data-pressed]': { backgroundColor: vars.color.border.default },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
    },
  },
});

export const removeIcon = style({
  inlineSize: vars.size.icon.sm,
  blockSize: vars.size.icon.sm,
});
