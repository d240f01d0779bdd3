import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  // The photo keeps a column of its own; text and controls share the rest and wrap in a drawer.
  gridTemplateColumns: `calc(${vars.space.xxxl} * 1.5) minmax(0, 1fr)`,
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const media = style({
  gridRow: 'span 2',
  aspectRatio: '1',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const variant = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const unitPrice = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
});

export const stepper = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

/** About the stepper's size: − and + around three digits. */
export const stepperSkeleton = style({
  inlineSize: `calc(${vars.size.control.md} * 3)`,
});

export const linePrice = style({
  marginInlineStart: 'auto',
  fontWeight: vars.font.weight.semibold,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const messages = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

/** The quantity shown between − and + in the form version, centred as the field's text is. */
export const quantityShown = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
