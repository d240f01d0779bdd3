import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  rowGap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.control,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  minInlineSize: 0,
});

export const link = style({
  color: vars.color.text.secondary,
  textDecorationLine: 'none',
  textUnderlineOffset: '0.3em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  // Native states: the links are native `<a>`s (`RouterLink`), not React Aria's; a hover only where
  // a pointer can hover, so a tap leaves no underline behind.
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    // The page the shopper is on: plain text, not a way to leave it.
    '&[aria-current="page"]': {
      color: vars.color.text.primary,
      fontWeight: vars.font.weight.semibold,
      cursor: 'default',
      textDecorationLine: 'none',
    },
  },
  '@media': {
    '(hover: hover)': {
      selectors: {
        '&[href]:hover': { color: vars.color.text.link, textDecorationLine: 'underline' },
      },
    },
  },
});

export const separator = style({
  flexShrink: 0,
  marginInline: vars.space.xxs,
  color: vars.color.text.muted,
});
