import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const wide = style({
  '@media': {
    [mediaQueries.desktop]: { gridColumn: '1 / -1' },
  },
});

export const ltr = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  alignSelf: 'flex-start',
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
