import { mediaQueries, vars } from '@dar/tokens';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'row',
  minInlineSize: 0,
});

// Every column takes an equal share and may shrink below its content (long Arabic words wrap).
globalStyle(`${root} > *`, {
  flexGrow: 1,
  flexShrink: 1,
  flexBasis: 0,
  minInlineSize: 0,
});

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const alignY = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

/** Below the breakpoint the columns stack, first column on top. */
export const collapseBelow = styleVariants({
  none: {},
  tablet: {
    flexDirection: 'column',
    '@media': { [mediaQueries.tablet]: { flexDirection: 'row' } },
  },
  desktop: {
    flexDirection: 'column',
    '@media': { [mediaQueries.desktop]: { flexDirection: 'row' } },
  },
});
