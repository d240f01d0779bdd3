import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
  selectors: {
    [`${root}[data-disabled] &`]: { color: vars.color.disabled.text },
  },
});

/** Shared by the one-line input and the text area. */
export const control = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: vars.size.control.md,
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  // Strong, not default: an input's edge must meet 3:1 against the page.
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  // Inputs do not inherit typography by default; the family must follow the content language.
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.control,
  outline: 'none',
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  '::placeholder': { color: vars.color.text.muted, opacity: 1 },
  // States as React Aria reports them (`data-*`), and as the browser does for a native `<input>`
  // wearing the same look (the newsletter's, light enough for every page): React Aria's carry
  // `data-rac`.
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': { borderColor: vars.color.text.secondary },
    '&[data-focused], &:not([data-rac]):focus': { borderColor: vars.color.border.focus },
    '&[data-focus-visible], &[data-focused], &:not([data-rac]):focus': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: 0,
    },
    '&[data-invalid], &:not([data-rac])[aria-invalid="true"]': {
      borderColor: vars.color.danger.solid,
    },
    '&[data-invalid][data-focused], &:not([data-rac])[aria-invalid="true"]:focus': {
      outlineColor: vars.color.danger.solid,
    },
    '&[data-disabled]': {
      borderColor: vars.color.disabled.border,
      backgroundColor: vars.color.disabled.surface,
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
    },
  },
});

export const textArea = style({
  // Grows downwards only; the column decides the width.
  resize: 'vertical',
  minBlockSize: `calc(${vars.size.control.md} * 2)`,
});

export const description = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const error = style({
  color: vars.color.danger.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});
