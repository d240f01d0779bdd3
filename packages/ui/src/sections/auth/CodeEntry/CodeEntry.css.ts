import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const boxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.xs,
  maxInlineSize: `calc(${vars.size.control.lg} * 6 + ${vars.space.xs} * 5)`,
});

export const box = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: vars.size.control.lg,
  margin: 0,
  padding: 0,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': {
      borderColor: vars.color.border.focus,
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: 0,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger.solid },
    '&:disabled': {
      borderColor: vars.color.disabled.border,
      backgroundColor: vars.color.disabled.surface,
      color: vars.color.disabled.text,
    },
  },
});
