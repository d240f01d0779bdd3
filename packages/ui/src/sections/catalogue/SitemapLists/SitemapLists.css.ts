import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const list = style({
  // Long lists flow into as many columns as fit, read in the page's direction.
  columnWidth: vars.size.container.sm,
  columnGap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  breakInside: 'avoid',
  paddingBlock: vars.space.xxs,
});

export const subList = style({
  margin: 0,
  marginBlockStart: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const none = style({
  margin: 0,
  color: vars.color.text.secondary,
});
