import { mediaQueries, vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
});

export const layout = styleVariants({
  // Lines beside the summary once there is room; the summary stays in view as the lines scroll.
  page: {
    '@media': {
      [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
    },
  },
  drawer: {},
});

export const lines = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const count = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}` },
  },
});

export const aside = style({
  '@media': {
    [mediaQueries.desktop]: { position: 'sticky', insetBlockStart: vars.space.md },
  },
});

export const problem = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
