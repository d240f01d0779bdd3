import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  paddingInline: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  // A page link (`PageLinks`) looks like the button it stands beside, without an underline.
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // Links (`PageLinks`, native) show the same states as React Aria's buttons report them.
    '&[data-hovered], a&:hover': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.subtlePressed },
    '&[aria-current="page"]': {
      borderColor: vars.color.brand.solid,
      backgroundColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
    },
    '&[data-focus-visible], a&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-disabled]': {
      borderColor: vars.color.disabled.border,
      backgroundColor: vars.color.disabled.surface,
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
    },
  },
});

export const gap = style({
  minInlineSize: vars.size.control.sm,
  textAlign: 'center',
  color: vars.color.text.muted,
});
