import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
});

export const media = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The title's link covers the card, so a press anywhere opens the post. */
export const stretched = style({
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInline: 0,
  },
});

export const metaSkeleton = style({ inlineSize: '40%' });

/** A post without a picture keeps the card's shape. */
export const noImage = style({
  display: 'block',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surface.sunken,
});
