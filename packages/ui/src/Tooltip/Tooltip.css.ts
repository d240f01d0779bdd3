import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const tooltip = style({
  boxSizing: 'border-box',
  // Half the narrowest container: a hint reads as a few short lines, not a banner.
  maxInlineSize: `calc(${vars.size.container.sm} / 2)`,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.control,
  zIndex: vars.zIndex.tooltip,
  // Fade only; under reduced motion the duration is instant.
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.enter,
  selectors: {
    '&[data-entering], &[data-exiting]': { opacity: 0 },
  },
});

export const arrow = style({
  display: 'block',
  fill: vars.color.surface.inverse,
  inlineSize: vars.space.xs,
  blockSize: vars.space.xs,
  selectors: {
    // Drawn pointing down (tooltip above its trigger); turned for the other placements.
    '[data-placement="bottom"] &': { transform: 'rotate(180deg)' },
    '[data-placement="left"] &': { transform: 'rotate(-90deg)' },
    '[data-placement="right"] &': { transform: 'rotate(90deg)' },
  },
});
