import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.brand.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const mark = style({
  inlineSize: vars.size.icon.lg,
  blockSize: vars.size.icon.lg,
  flexShrink: 0,
});

export const wordmark = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});
