import { vars } from '@dar/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

export const root = style({
  // The name's link stretches over the card; the buttons sit above it (see `raised`).
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  boxSizing: 'border-box',
  padding: vars.space.sm,
  backgroundColor: vars.color.surface.raised,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const media = style({
  position: 'relative',
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

export const badges = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  // Leaves room for the heart at the other corner.
  maxInlineSize: `calc(100% - ${vars.size.control.md} - ${vars.space.xs} * 3)`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const heart = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  zIndex: vars.zIndex.raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  padding: 0,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // The data attributes are React Aria's toggle; the pseudo-classes the form's native button.
    '&[data-hovered], &:not([data-rac]):hover': {
      backgroundColor: vars.color.neutral.subtleHover,
    },
    '&[data-pressed], &:not([data-rac]):active': {
      backgroundColor: vars.color.neutral.subtlePressed,
    },
    '&[data-selected]': { color: vars.color.danger.text },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': {
    '(forced-colors: active)': { borderColor: 'ButtonText' },
  },
});

// A saved piece's heart is filled, not only recoloured: colour alone would not tell it apart.
globalStyle(`${heart}[data-selected] svg`, { fill: 'currentColor' });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    // The whole card opens the product, while the text stays the one link screen readers hear.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible::after': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
  // A native link (RouterLink): the browser's :hover where a pointer hovers, as React Aria's was.
  '@media': { '(hover: hover)': { selectors: { '&:hover': { textDecorationLine: 'underline' } } } },
});

export const price = style({
  // Pushes quick add to the card's foot, so buttons line up across a row of cards.
  marginBlockEnd: 'auto',
});

export const priceSkeleton = style({ display: 'block', inlineSize: '50%' });

export const actions = style({
  position: 'relative',
  zIndex: vars.zIndex.raised,
});

export const actionSkeleton = style({
  inlineSize: '100%',
  blockSize: vars.size.control.sm,
  borderRadius: vars.radius.md,
});
