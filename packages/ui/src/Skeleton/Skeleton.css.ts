import { vars } from '@dar/tokens';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

const pulse = keyframes({
  '50%': { opacity: 0.5 },
});

export const base = style({
  display: 'block',
  backgroundColor: vars.color.neutral.subtlePressed,
  // Under reduced motion the theme makes `slow` instant, which stops the pulse.
  animationName: pulse,
  animationDuration: `calc(${vars.motion.duration.slow} * 5)`,
  animationTimingFunction: vars.motion.easing.standard,
  animationIterationCount: 'infinite',
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const line = style({
  inlineSize: '100%',
  // One line of body text: the font size, the gap above makes up the leading.
  blockSize: vars.font.size.md,
  borderRadius: vars.radius.sm,
  selectors: {
    // A paragraph's last line is short, so the placeholder reads as text.
    '&:last-child:not(:first-child)': { inlineSize: '60%' },
  },
});

export const shape = styleVariants({
  photo: { inlineSize: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.lg },
  square: { inlineSize: '100%', aspectRatio: '1', borderRadius: vars.radius.lg },
  avatar: {
    inlineSize: `calc(${vars.size.icon.lg} * 2)`,
    blockSize: `calc(${vars.size.icon.lg} * 2)`,
    borderRadius: vars.radius.full,
  },
  control: { inlineSize: '100%', blockSize: vars.size.control.md, borderRadius: vars.radius.md },
});
