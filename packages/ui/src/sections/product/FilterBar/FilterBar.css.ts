import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minBlockSize: vars.size.control.sm,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const groups = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const empty = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const skeletonGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const skeletonHeading = style({ inlineSize: '40%' });

/** Responsive: the side panel from desktop width, the "Filters (n)" drawer below it. */
export const panelFromDesktop = style({
  display: 'none',
  '@media': { [mediaQueries.desktop]: { display: 'block' } },
});

export const drawerBelowDesktop = style({
  '@media': { [mediaQueries.desktop]: { display: 'none' } },
});
