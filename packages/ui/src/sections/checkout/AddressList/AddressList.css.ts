import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const item = style({
  display: 'flex',
  minInlineSize: 0,
});

/** A loading card: the same box as a real one, so nothing moves when the addresses arrive. */
export const skeletonCard = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
});

export const addAction = style({
  display: 'flex',
});
