import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const centred = style({
  alignItems: 'center',
  textAlign: 'center',
});

export const mark = style({
  inlineSize: `calc(${vars.size.icon.lg} * 2)`,
  blockSize: `calc(${vars.size.icon.lg} * 2)`,
  color: vars.color.success.solid,
});
