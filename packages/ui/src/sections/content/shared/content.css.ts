import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

/** Reading text: a measure that stays comfortable in both scripts. */
export const prose = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: '70ch',
  lineHeight: vars.font.lineHeight.body,
});

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.primary,
});

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  scrollMarginBlockStart: vars.space.xl,
});
