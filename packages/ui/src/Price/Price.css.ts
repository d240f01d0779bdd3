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

export const vat = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.xs,
});

/** "20% OFF" / "Save EGP 1,100": a small label in the sale colour, beside the struck price. */
export const discount = style({
  display: 'inline-block',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger.subtle,
  color: vars.color.danger.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
  fontVariantNumeric: 'tabular-nums',
});
