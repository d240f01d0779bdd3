import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { control } from '../TextField/TextField.css';

/** The frame looks like a text input; the input inside it is bare so the toggle sits within the edge. */
export const group = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxs,
    selectors: {
      '&[data-focus-within]': {
        borderColor: vars.color.border.focus,
        outlineStyle: 'solid',
        outlineWidth: vars.focusRing.width,
        outlineColor: vars.color.border.focus,
        outlineOffset: 0,
      },
      '&[data-invalid][data-focus-within]': { outlineColor: vars.color.danger.solid },
    },
  },
]);

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  lineHeight: 'inherit',
  outline: 'none',
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** A small square button inside the field's edge (show password, clear search). */
export const inlineButton = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // React Aria's states (`data-*`), and the browser's for a native button (the buy box's stepper).
    '&[data-hovered], &:not([data-rac]):hover:not(:disabled)': {
      backgroundColor: vars.color.neutral.subtleHover,
    },
    '&[data-pressed], &:not([data-rac]):active:not(:disabled)': {
      backgroundColor: vars.color.neutral.subtlePressed,
    },
    '&[data-selected]': { color: vars.color.brand.text },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
    },
    '&[data-disabled], &:not([data-rac]):disabled': {
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
    },
  },
});

export const icon = style({
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
});
