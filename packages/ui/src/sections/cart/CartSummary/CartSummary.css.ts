import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  textAlign: 'end',
});

export const total = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const codes = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
});

export const code = style({
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
});

/** A code whose offer does not apply yet: outlined, not filled. */
export const codePending = style({
  backgroundColor: 'transparent',
  outline: `${vars.border.width.thin} dashed ${vars.color.border.default}`,
  outlineOffset: `calc(-1 * ${vars.border.width.thin})`,
  color: vars.color.text.secondary,
});

export const savings = style({
  color: vars.color.success.text,
  fontWeight: vars.font.weight.semibold,
});

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const pending = style({
  margin: 0,
  color: vars.color.warning.text,
  fontSize: vars.font.size.sm,
});
