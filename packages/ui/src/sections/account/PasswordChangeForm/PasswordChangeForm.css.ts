import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.size.container.sm,
});
