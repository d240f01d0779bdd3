import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.focusRing.width,
  outlineColor: vars.color.brand.onSolid,
  outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
} as const;

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xxs,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
});

export const message = style({
  flex: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.body,
  textAlign: 'center',
});

export const link = style({
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.3em',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  // Native states (the button and link are native elements, not React Aria's); a hover only
  // where a pointer can hover, so a tap leaves no hover colour behind.
  selectors: {
    '&:active': { backgroundColor: vars.color.brand.solidPressed },
    '&:focus-visible': focusRing,
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:hover:not(:active)': { backgroundColor: vars.color.brand.solidHover } },
    },
  },
});
