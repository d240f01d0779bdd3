import { breakpoints, vars } from '@dar/tokens';
import { createContainer, style, styleVariants } from '@vanilla-extract/css';

const grid = createContainer();

// The grid's own width decides its columns (a listing beside a filter column is narrower than the
// screen); the thresholds are the screen breakpoints, so a full-width grid behaves like the page.
const atLeast = (px: number) => `${grid} (min-width: ${px}px)`;

export const container = style({
  containerName: grid,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** Phone layouts. Declared before `root`, whose container queries must win from the tablet width. */
export const columns = styleVariants({
  1: { gridTemplateColumns: 'minmax(0, 1fr)' },
  2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
});

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': {
    [atLeast(breakpoints.tablet)]: {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      gap: vars.space.lg,
    },
    [atLeast(breakpoints.desktop)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const item = style({
  minInlineSize: 0,
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  '@container': {
    // The toggle only changes phone layouts: wider, it would be a control that does nothing.
    [atLeast(breakpoints.tablet)]: { display: 'none' },
  },
});

export const toggle = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.subtle,
});

export const toggleButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // `GridColumns`' native buttons: the browser's states, as React Aria reports its own.
    '&[data-hovered], &:not([data-rac]):hover': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-selected]': {
      backgroundColor: vars.color.surface.raised,
      color: vars.color.brand.text,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
  '@media': {
    // Without backgrounds the chosen layout would not show: outline it instead.
    '(forced-colors: active)': {
      selectors: { '&[data-selected]': { outline: '2px solid Highlight' } },
    },
  },
});

export const toggleIcon = style({
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  fill: 'currentColor',
});

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});
