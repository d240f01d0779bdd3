import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const stage = style({
  position: 'relative',
  inlineSize: 'min(20rem, 100%)',
  aspectRatio: '1',
});

export const wheel = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  // The duration and the end angle come from the component (its props); the curve slows down
  // like a real wheel.
  transitionProperty: 'transform',
  transitionTimingFunction: 'cubic-bezier(0.15, 0, 0.15, 1)',
});

export const segment = styleVariants({
  even: { fill: vars.color.brand.solid },
  odd: { fill: vars.color.brand.subtle },
});

export const label = styleVariants({
  even: { fill: vars.color.brand.onSolid },
  odd: { fill: vars.color.text.primary },
});

export const labelText = style({
  fontFamily: 'inherit',
  fontSize: '9px',
  fontWeight: vars.font.weight.semibold,
});

export const rim = style({
  fill: 'none',
  stroke: vars.color.brand.text,
  strokeWidth: 3,
});

export const hub = style({ fill: vars.color.surface.raised, stroke: vars.color.brand.text });

/** The fixed pointer at the top; clicks and hit tests go through it to the wheel. */
export const pointer = style({
  position: 'absolute',
  insetBlockStart: `calc(${vars.space.xs} * -1)`,
  // Centred the same way in both directions.
  insetInline: 0,
  marginInline: 'auto',
  inlineSize: vars.size.icon.lg,
  blockSize: vars.size.icon.lg,
  pointerEvents: 'none',
  fill: vars.color.text.primary,
});

export const result = style({
  margin: 0,
  minBlockSize: vars.font.lineHeight.body,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});
