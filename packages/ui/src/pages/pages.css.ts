import { mediaQueries, vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

/** The whole screen: the footer sits at the bottom even when the content is short. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

/** The page's content takes the room between the header and the footer. */
export const main = style({
  flexGrow: 1,
  minInlineSize: 0,
});

/**
 * A narrow column beside the content (filters on a listing, the account's pages): stacked on
 * small screens, side by side from the breakpoint where the section itself turns into a column.
 */
export const sidebarLayout = styleVariants(
  { tablet: mediaQueries.tablet, desktop: mediaQueries.desktop },
  (query) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.lg,
    alignItems: 'start',
    '@media': {
      [query]: {
        gridTemplateColumns: 'minmax(12rem, 16rem) minmax(0, 1fr)',
        gap: vars.space.xl,
      },
    },
  }),
);

/** The checkout's and sign-in's header: the logo alone, where and as the full header has it. */
export const minimalHeader = style({
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.size.control.lg,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface.raised,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});
