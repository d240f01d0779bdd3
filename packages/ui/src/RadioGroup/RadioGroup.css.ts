import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

/*
 * States as React Aria reports them (`data-*`), and as the browser does for a native radio inside
 * the card's `<label>` (the product page's variant picker, light enough for first load): React
 * Aria's elements carry `data-rac`, and their input is not the label's own child.
 */

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    [`${root}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.lg,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.control,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
  },
});

export const card = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  inlineSize: '100%',
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.control,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, box-shadow',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': { borderColor: vars.color.border.strong },
    // A second, inner edge in the brand colour marks the chosen card without shifting its content.
    '&[data-selected], &:has(> input:checked)': {
      borderColor: vars.color.brand.solid,
      backgroundColor: vars.color.brand.subtle,
      boxShadow: `inset 0 0 0 ${vars.border.width.thin} ${vars.color.brand.solid}`,
    },
    '&[data-focus-visible], &:has(> input:focus-visible)': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-invalid]': { borderColor: vars.color.danger.solid },
    '&[data-disabled]': {
      borderColor: vars.color.disabled.border,
      backgroundColor: vars.color.disabled.surface,
      color: vars.color.disabled.text,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
    },
  },
});

export const circle = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  // Centres the circle on the first line of a label that wraps: (line box - circle) / 2.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.control} - ${vars.size.icon.md}) / 2)`,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thick,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  transitionProperty: 'border-color, border-width',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${radio}[data-hovered] &, ${card}[data-hovered] &, ${card}:not([data-rac]):hover &`]: {
      borderColor: vars.color.text.secondary,
    },
    // A thick brand ring around a white dot: the classic radio, drawn with one element.
    [`${radio}[data-selected] &, ${card}[data-selected] &, ${card}:has(> input:checked) &`]: {
      borderColor: vars.color.brand.solid,
      borderWidth: `calc(${vars.size.icon.md} / 3)`,
    },
    [`${radio}[data-focus-visible] &`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    [`${radio}[data-invalid] &, ${card}[data-invalid] &`]: {
      borderColor: vars.color.danger.solid,
    },
    [`${radio}[data-disabled] &, ${card}[data-disabled] &`]: {
      backgroundColor: vars.color.disabled.surface,
      borderColor: vars.color.disabled.border,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
    },
  },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const cardTitle = style({
  fontWeight: vars.font.weight.semibold,
});

export const cardDescription = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  selectors: {
    [`${card}[data-disabled] &`]: { color: vars.color.disabled.text },
  },
});

/** Why the option cannot be chosen now: readable, not greyed out like the rest of the card. */
export const cardReason = style({
  color: vars.color.warning.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const cardAside = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xxs,
  flexShrink: 0,
  fontWeight: vars.font.weight.semibold,
});

export const cardLogo = style({
  display: 'inline-flex',
  alignItems: 'center',
  blockSize: vars.size.control.sm,
  selectors: {
    [`${card}[data-disabled] &`]: { opacity: 0.5 },
  },
});
