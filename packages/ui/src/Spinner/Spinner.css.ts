import { vars } from '@dar/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const spin = keyframes({
  to: { transform: 'rotate(1turn)' },
});

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand.solid,
});

export const size = styleVariants({
  sm: { inlineSize: vars.size.icon.sm, blockSize: vars.size.icon.sm },
  md: { inlineSize: vars.size.icon.lg, blockSize: vars.size.icon.lg },
  lg: {
    inlineSize: `calc(${vars.size.icon.lg} * 2)`,
    blockSize: `calc(${vars.size.icon.lg} * 2)`,
  },
});

export const svg = style({
  display: 'block',
  flexShrink: 0,
  animationName: spin,
  animationDuration: vars.motion.duration.loop,
  animationTimingFunction: vars.motion.easing.linear,
  animationIterationCount: 'infinite',
});

export const label = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
