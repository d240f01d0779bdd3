import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
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

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  // Centres the box on the first line of a label that wraps: (line box - box) / 2.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.control} - ${vars.size.icon.md}) / 2)`,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thick,
  borderColor: vars.color.border.strong,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text.secondary },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${root}[data-pressed][data-selected] &`]: {
      backgroundColor: vars.color.brand.solidPressed,
      borderColor: vars.color.brand.solidPressed,
    },
    [`${root}[data-focus-visible] &`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    [`${root}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    [`${root}[data-disabled] &`]: {
      backgroundColor: vars.color.disabled.surface,
      borderColor: vars.color.disabled.border,
      color: vars.color.disabled.text,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
    },
  },
});

export const mark = style({
  inlineSize: '100%',
  blockSize: '100%',
});
