import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

/** The address lines; spans so that they can sit inside a radio card's description too. */
export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const line = style({
  display: 'block',
});

export const phone = style({
  display: 'block',
  fontVariantNumeric: 'tabular-nums',
});

export const instructions = style({
  display: 'block',
  color: vars.color.text.muted,
  fontStyle: 'italic',
});

export const badges = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
