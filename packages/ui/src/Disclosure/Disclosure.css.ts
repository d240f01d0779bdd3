import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const accordion = style({
  display: 'flex',
  flexDirection: 'column',
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const disclosure = style({
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
});

export const trigger = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  inlineSize: '100%',
  minBlockSize: vars.size.control.lg,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text.primary,
  // Buttons do not inherit typography by default.
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.brand.text },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
    '&[data-disabled]': { color: vars.color.disabled.text, cursor: 'not-allowed' },
  },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // Points down when closed and up when open: the same in both directions, so never mirrored.
    // The exact chain (disclosure > heading > button > chevron) leaves nested disclosures alone.
    '[data-expanded] > * > * > &': { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  color: vars.color.text.secondary,
});

export const panelContent = style({
  paddingBlockEnd: vars.space.md,
  paddingInline: vars.space.xxs,
});
