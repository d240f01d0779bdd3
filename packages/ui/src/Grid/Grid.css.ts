import { mediaQueries, vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  minInlineSize: 0,
  // As a list (`as="ul"`), the cells are the markers.
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

const counts = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6 } as const;
export type ColumnCount = keyof typeof counts;

// minmax(0, 1fr): tracks stay equal even when one cell holds an unbreakable word.
const track = (count: number) => `repeat(${count}, minmax(0, 1fr))`;

export const columns = {
  mobile: styleVariants(counts, (count) => ({ gridTemplateColumns: track(count) })),
  tablet: styleVariants(counts, (count) => ({
    '@media': { [mediaQueries.tablet]: { gridTemplateColumns: track(count) } },
  })),
  desktop: styleVariants(counts, (count) => ({
    '@media': { [mediaQueries.desktop]: { gridTemplateColumns: track(count) } },
  })),
  wide: styleVariants(counts, (count) => ({
    '@media': { [mediaQueries.wide]: { gridTemplateColumns: track(count) } },
  })),
};
