import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '60vh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const status = style({
  margin: 0,
  color: vars.color.brand.text,
  fontSize: vars.font.size['4xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const detail = style({
  margin: 0,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

/** A path is Latin text: keep it left-to-right even inside an Arabic sentence. */
export const path = style({
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const notice = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const logo = style({
  display: 'inline-flex',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    // A native link: the browser says when focus came from the keyboard.
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const countdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
});
