import { vars } from '@dar/tokens';
import { createVar, style } from '@vanilla-extract/css';

const trackInline = createVar();
const thumbSize = createVar();
const gap = createVar();

export const root = style({
  vars: {
    [trackInline]: `calc(${vars.size.icon.md} * 2)`,
    [thumbSize]: `calc(${vars.size.icon.md} - ${vars.border.width.thick} * 2)`,
    [gap]: vars.border.width.thick,
  },
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

export const track = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  inlineSize: trackInline,
  blockSize: vars.size.icon.md,
  // Centres the track on the first line of a label that wraps: (line box - track) / 2.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.control} - ${vars.size.icon.md}) / 2)`,
  paddingInline: gap,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-hovered] &`]: { backgroundColor: vars.color.text.secondary },
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand.solid },
    [`${root}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brand.solidHover },
    [`${root}[data-focus-visible] &`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    [`${root}[data-disabled] &`]: { backgroundColor: vars.color.disabled.border },
  },
  '@media': {
    '(forced-colors: active)': {
      border: `${vars.border.width.thin} solid ButtonText`,
    },
  },
});

export const thumb = style({
  inlineSize: thumbSize,
  blockSize: thumbSize,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.raised,
  boxShadow: vars.shadow.sm,
  // A logical margin moves the thumb to the end of the line in either direction.
  marginInlineStart: 0,
  transitionProperty: 'margin-inline-start',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${root}[data-selected] &`]: {
      marginInlineStart: `calc(${trackInline} - ${thumbSize} - ${gap} * 2)`,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      backgroundColor: 'ButtonText',
    },
  },
});
