import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const frame = style({
  position: 'relative',
  display: 'block',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: 'inherit',
  backgroundColor: vars.color.neutral.subtle,
});

/** Covers the frame until the picture has arrived, so nothing moves when it does. */
export const placeholder = style({
  position: 'absolute',
  inset: 0,
  blockSize: '100%',
  inlineSize: '100%',
});

export const image = style({
  position: 'absolute',
  inset: 0,
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.enter,
  selectors: {
    '&[data-loaded]': { opacity: 1 },
  },
});

/** Drawn over the placeholder as it arrives, from the server's HTML: no script needed to see it. */
export const shown = style({
  opacity: 1,
  transitionProperty: 'none',
});

export const fit = styleVariants({
  cover: { objectFit: 'cover' },
  contain: { objectFit: 'contain' },
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: vars.color.neutral.subtle,
  color: vars.color.text.muted,
});

export const fallbackIcon = style({
  inlineSize: `calc(${vars.size.icon.lg} * 2)`,
  blockSize: `calc(${vars.size.icon.lg} * 2)`,
});
