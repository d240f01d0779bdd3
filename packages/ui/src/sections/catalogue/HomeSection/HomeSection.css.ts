import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const chevron = style({
  display: 'inline-flex',
  verticalAlign: 'middle',
  marginInlineStart: vars.space.xxs,
});
