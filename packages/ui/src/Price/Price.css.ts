import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.xs,
});

export const current = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  // Digits of equal width keep prices in a grid aligned.
  fontVariantNumeric: 'tabular-nums',
});

export const discounted = style({
  color: vars.color.danger.text,
});

export const original = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
  textDecorationLine: 'line-through',
  fontVariantNumeric: 'tabular-nums',
});
