import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  // Many tabs on a phone scroll sideways rather than wrapping into a second row.
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

export const tab = style({
  position: 'relative',
  flexShrink: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  minBlockSize: vars.size.control.md,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // The selected marker is drawn on the list's bottom border, so it never shifts the text.
    '&::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.border.width.thin})`,
      blockSize: vars.border.width.thick,
      backgroundColor: 'transparent',
    },
    '&[data-hovered]': {
      color: vars.color.text.primary,
      backgroundColor: vars.color.neutral.subtle,
    },
    '&[data-selected]': { color: vars.color.brand.text },
    '&[data-selected]::after': { backgroundColor: vars.color.brand.solid },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours drop backgrounds: keep the marker as a border.
    '(forced-colors: active)': {
      selectors: { '&[data-selected]::after': { backgroundColor: 'Highlight' } },
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
