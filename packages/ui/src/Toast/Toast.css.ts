import { vars } from '@dar/tokens';
import { style, styleVariants } from '@vanilla-extract/css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  insetInlineStart: vars.space.md,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  justifyContent: 'end',
  outline: 'none',
  // The region spans the screen so it can sit at the inline end; only toasts take pointer events.
  pointerEvents: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
    },
  },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  inlineSize: '100%',
  maxInlineSize: `calc(${vars.size.container.sm} * 0.6)`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const toast = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderInlineStartWidth: vars.border.width.thick,
  borderColor: vars.color.border.default,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.lg,
  pointerEvents: 'auto',
  outline: 'none',
  transitionProperty: 'opacity',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.enter,
  selectors: {
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** The tone is the coloured edge at the inline start, and is also said in words to screen readers. */
export const tone = styleVariants({
  neutral: { borderInlineStartColor: vars.color.border.strong },
  success: { borderInlineStartColor: vars.color.success.solid },
  info: { borderInlineStartColor: vars.color.info.solid },
  warning: { borderInlineStartColor: vars.color.warning.solid },
  danger: { borderInlineStartColor: vars.color.danger.solid },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.xxs,
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
});

export const description = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const dismiss = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control.md,
  blockSize: vars.size.control.md,
  margin: 0,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.subtlePressed },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
    },
  },
});

export const dismissIcon = style({
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
});
