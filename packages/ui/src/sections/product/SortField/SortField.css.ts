import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { control } from '../../../TextField/TextField.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: '12rem',
});

export const row = style({ display: 'flex', gap: vars.space.xs });

/** The select wears the text field's look; the browser draws its own arrow and list. */
export const select = style([control, { cursor: 'pointer' }]);
