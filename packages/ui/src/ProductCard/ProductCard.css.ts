import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  // Furniture photos are shot 4:3; a fixed ratio keeps the grid still while images load.
  aspectRatio: '4 / 3',
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

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text.primary,
});
