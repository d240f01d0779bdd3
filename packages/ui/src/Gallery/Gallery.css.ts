import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const stage = style({ position: 'relative' });

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  inlineSize: '100%',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  // Vertical swipes still scroll the page; sideways ones are ours.
  touchAction: 'pan-y',
  userSelect: 'none',
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

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'contain',
});

export const arrow = style({
  position: 'absolute',
  insetBlockStart: '50%',
  transform: 'translateY(-50%)',
});
export const arrowStart = style({ insetInlineStart: vars.space.sm });
export const arrowEnd = style({ insetInlineEnd: vars.space.sm });

export const zoom = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: vars.space.sm,
});

export const zoomImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  maxBlockSize: '75vh',
  objectFit: 'contain',
});

export const thumbnails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({
  display: 'block',
  padding: 0,
  inlineSize: '4rem',
  aspectRatio: '1',
  overflow: 'hidden',
  borderWidth: 2,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { borderColor: vars.color.brand.solid },
    // React Aria's state (`data-*`) and the native button's.
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const thumbnailImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});
