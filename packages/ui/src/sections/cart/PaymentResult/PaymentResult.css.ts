import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const mark = style({
  inlineSize: vars.space.xxxl,
  blockSize: vars.space.xxxl,
});

export const markTone = styleVariants({
  success: { color: vars.color.success.text },
  failure: { color: vars.color.danger.text },
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  textWrap: 'balance',
});

export const message = style({
  margin: 0,
  maxInlineSize: vars.size.container.sm,
  color: vars.color.text.secondary,
});

export const code = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
