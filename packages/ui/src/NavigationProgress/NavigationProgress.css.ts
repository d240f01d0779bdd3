import { vars } from '@dar/tokens';
import { keyframes, style } from '@vanilla-extract/css';

/** The bar runs from the inline start to the end: right to left in Arabic. */
const sweep = keyframes({
  '0%': { insetInlineStart: '-40%' },
  '100%': { insetInlineStart: '100%' },
});

export const track = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  backgroundColor: vars.color.brand.subtlePressed,
  pointerEvents: 'none',
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  inlineSize: '40%',
  backgroundColor: vars.color.brand.solid,
  animationName: sweep,
  animationDuration: `calc(${vars.motion.duration.slow} * 4)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
  // Under reduced motion the bar stays still at the start (an instant sweep would hide it).
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});
