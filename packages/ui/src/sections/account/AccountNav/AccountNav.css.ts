import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const nav = style({
  minInlineSize: 0,
});

/** A row of tabs that scrolls sideways on a phone, a column beside the page from the tablet up. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  borderBlockEndStyle: 'solid',
  borderBlockEndWidth: vars.border.width.thin,
  borderBlockEndColor: vars.color.border.subtle,
  '@media': {
    [mediaQueries.tablet]: {
      flexDirection: 'column',
      overflowX: 'visible',
      borderBlockEndStyle: 'none',
      gap: vars.space.xxs,
    },
  },
});

export const item = style({
  flexShrink: 0,
});

const itemBase = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minBlockSize: vars.size.control.lg,
  paddingInline: vars.space.md,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  color: vars.color.text.secondary,
  textDecorationLine: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderStyle: 'none',
  backgroundColor: 'transparent',
  borderRadius: vars.radius.md,
} as const;

export const link = style({
  ...itemBase,
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.neutral.subtleHover,
      color: vars.color.text.primary,
    },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(${vars.focusRing.width} * -1)`,
    },
    // The current page: underlined like a tab on a phone, filled from the tablet up.
    '&[aria-current="page"]': {
      color: vars.color.brand.text,
      fontWeight: vars.font.weight.semibold,
      boxShadow: `inset 0 calc(${vars.border.width.thick} * -1) 0 ${vars.color.brand.solid}`,
      borderEndStartRadius: 0,
      borderEndEndRadius: 0,
    },
  },
  '@media': {
    [mediaQueries.tablet]: {
      whiteSpace: 'normal',
      selectors: {
        '&[aria-current="page"]': {
          boxShadow: 'none',
          backgroundColor: vars.color.brand.subtle,
          borderRadius: vars.radius.md,
        },
      },
    },
  },
});

export const signOut = style([
  link,
  {
    inlineSize: '100%',
    textAlign: 'start',
    selectors: {
      '&[data-pending]': { cursor: 'progress', color: vars.color.text.muted },
    },
  },
]);

/** The sign-out form adds no box of its own: the button sits in the list as without it. */
export const signOutForm = style({ display: 'contents' });
