import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { control, root as fieldRoot } from '../TextField/TextField.css';

export const trigger = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.xs,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.border.focus },
      [`${fieldRoot}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
      [`${fieldRoot}[data-disabled] &`]: {
        borderColor: vars.color.disabled.border,
        backgroundColor: vars.color.disabled.surface,
        color: vars.color.disabled.text,
        cursor: 'not-allowed',
      },
      '&[data-focus-visible]': {
        outlineStyle: 'solid',
        outlineWidth: vars.focusRing.width,
        outlineColor: vars.color.border.focus,
        outlineOffset: 0,
      },
    },
  },
]);

export const value = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  color: vars.color.text.secondary,
});

/** The list's floating panel, as wide as the field it belongs to. */
export const popover = style({
  boxSizing: 'border-box',
  minInlineSize: 'var(--trigger-width)',
  maxInlineSize: `calc(100vw - ${vars.space.md} * 2)`,
  overflow: 'auto',
  padding: vars.space.xxs,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1px',
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.subtlePressed },
    '&[data-selected]': { color: vars.color.brand.text, fontWeight: vars.font.weight.semibold },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.focusRing.width} * -1)`,
    },
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
  },
});

export const check = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.sm,
  blockSize: vars.size.icon.sm,
  visibility: 'hidden',
  selectors: {
    [`${option}[data-selected] &`]: { visibility: 'visible' },
  },
});

export const empty = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  color: vars.color.text.muted,
});
