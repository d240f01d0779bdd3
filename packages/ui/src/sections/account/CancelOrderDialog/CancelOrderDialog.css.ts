import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const body = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
