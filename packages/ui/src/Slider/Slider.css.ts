import { vars } from '@dar/tokens';
import { createVar, style } from '@vanilla-extract/css';

const thumbSize = createVar();
const railSize = createVar();

export const root = style({
  vars: {
    [thumbSize]: vars.size.icon.lg,
    [railSize]: vars.space.xxs,
  },
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.space.md,
});

export const output = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  blockSize: thumbSize,
  // Half a thumb on each side, so a thumb at either end stays inside the slider's box.
  marginInline: `calc(${thumbSize} / 2)`,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-disabled] &`]: { cursor: 'not-allowed' },
  },
});

const bar = style({
  position: 'absolute',
  insetBlockStart: `calc(50% - ${railSize} / 2)`,
  blockSize: railSize,
  borderRadius: vars.radius.full,
});

export const rail = style([
  bar,
  {
    insetInline: 0,
    backgroundColor: vars.color.border.default,
  },
]);

/** The chosen part; its logical offsets make it grow from the right in Arabic. */
export const fill = style([
  bar,
  {
    backgroundColor: vars.color.brand.solid,
    selectors: {
      [`${root}[data-disabled] &`]: { backgroundColor: vars.color.disabled.text },
    },
  },
]);

export const thumb = style({
  boxSizing: 'border-box',
  // React Aria positions it horizontally (and mirrors that in right-to-left); centre it vertically.
  insetBlockStart: '50%',
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thick,
  borderColor: vars.color.brand.solid,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'border-width',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.brand.solidHover },
    '&[data-dragging]': { borderWidth: `calc(${thumbSize} / 3)` },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-disabled]': {
      borderColor: vars.color.disabled.text,
      backgroundColor: vars.color.disabled.surface,
      boxShadow: 'none',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
    },
  },
});
