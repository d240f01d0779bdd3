import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const grid = style({
  display: 'grid',
  // As many tiles per row as fit at a thumb-sized minimum: three on a phone, six on a desktop.
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.control.lg} * 2), 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  blockSize: '100%',
  color: vars.color.text.primary,
  textDecoration: 'none',
  textAlign: 'center',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const media = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '1',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  transitionProperty: 'box-shadow',
  transitionDuration: vars.motion.duration.fast,
  // The tile is a native link (RouterLink): the browser's :hover where a pointer hovers.
  '@media': {
    '(hover: hover)': { selectors: { [`${tile}:hover &`]: { boxShadow: vars.shadow.md } } },
  },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  overflowWrap: 'anywhere',
  '@media': {
    '(hover: hover)': { selectors: { [`${tile}:hover &`]: { textDecorationLine: 'underline' } } },
  },
});

export const nameSkeleton = style({ display: 'block', inlineSize: '70%' });
