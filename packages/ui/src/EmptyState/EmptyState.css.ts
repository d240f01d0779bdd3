import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const illustration = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${vars.space.xxxl} * 2)`,
  blockSize: `calc(${vars.space.xxxl} * 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: vars.size.container.sm,
});

export const title = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  textWrap: 'balance',
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'break-word',
});
