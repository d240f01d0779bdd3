import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
});
