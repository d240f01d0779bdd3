import { vars } from '@dar/tokens';
import { createContainer, style } from '@vanilla-extract/css';

const header = createContainer('dar-header');
// The width where the category row fits beside nothing else: the tablet breakpoint, in rem so it
// follows the shopper's font size.
const wide = `${header} (min-width: 48rem)`;
// A phone's width (384px and less): the bar's seven controls fit with tighter spacing and 36px
// icon buttons (WCAG 2.2 asks 24px)…
const narrow = `${header} (max-width: 24rem)`;
// …and on the narrowest phones (320px) with the logo's mark alone.
const narrowest = `${header} (max-width: 21rem)`;

const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.focusRing.width,
  outlineColor: vars.color.border.focus,
  outlineOffset: vars.focusRing.offset,
} as const;

export const root = style({
  containerName: header,
  containerType: 'inline-size',
  backgroundColor: vars.color.surface.raised,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  '@container': {
    [narrow]: { gap: vars.space.xs, paddingInline: vars.space.xs },
    [narrowest]: { gap: vars.space.xxs },
  },
});

export const narrowOnly = style({
  display: 'flex',
  '@container': { [wide]: { display: 'none' } },
});

export const wideOnly = style({
  display: 'none',
  paddingInline: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  '@container': { [wide]: { display: 'block' } },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  '@container': { [narrow]: { gap: 0 } },
});

const actionBase = {
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  blockSize: vars.size.control.md,
  borderStyle: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text.primary,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
} as const;

/*
 * React Aria's states (`data-*`, on the menus' and the drawer's loaded triggers) and the native
 * ones, for the header's native links and buttons (React Aria's elements carry `data-rac`).
 */
const native = '&:not([data-rac])';
const actionStates = {
  [`&[data-hovered], ${native}:hover`]: { backgroundColor: vars.color.neutral.subtleHover },
  [`&[data-pressed], ${native}:active`]: { backgroundColor: vars.color.neutral.subtlePressed },
  [`&[data-focus-visible], ${native}:focus-visible`]: focusRing,
} as const;

export const iconAction = style({
  ...actionBase,
  inlineSize: vars.size.control.md,
  padding: 0,
  selectors: actionStates,
  '@container': { [narrow]: { inlineSize: '2.25rem' } },
});

/** The logo's wordmark gives way to its mark on the narrowest phones (its link keeps its name). */
export const logoWordmark = style({
  '@container': { [narrowest]: { display: 'none' } },
});

/** The cart button's form (a GET of the cart page before hydration): no box of its own. */
export const inlineForm = style({ display: 'contents' });

export const languageLink = style({
  ...actionBase,
  paddingInline: vars.space.xs,
  selectors: actionStates,
  '@container': { [narrowest]: { paddingInline: vars.space.xxs } },
});

/**
 * The other language's name keeps its `lang` (a screen reader says it in that language) but the
 * page's face. Cairo carries Latin glyphs, so an Arabic page never fetches Inter (48 KB) for one
 * word before its first picture. Inter has no Arabic: on an English page the name falls through
 * the Latin stack to Cairo, and an app that wants it cheap puts a face of just those letters
 * first (the storefront's `--dar-font-latin` does).
 */
export const languageName = style({
  fontFamily: 'inherit',
});

/** The number on the wishlist and cart icons, at the icon's top end corner. */
export const count = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minInlineSize: vars.size.icon.sm,
  blockSize: vars.size.icon.sm,
  paddingInline: vars.space.xxs,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navItem = style({
  ...actionBase,
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.md,
  selectors: {
    ...actionStates,
    '&[aria-expanded="true"]': { backgroundColor: vars.color.brand.subtle },
  },
});

export const chevron = style({
  inlineSize: vars.size.icon.sm,
  blockSize: vars.size.icon.sm,
  flexShrink: 0,
});

export const popover = style({
  minInlineSize: '12rem',
  maxInlineSize: '20rem',
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  zIndex: vars.zIndex.dropdown,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  outline: 'none',
});

export const menuItem = style({
  display: 'block',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focusRing.width})` },
  },
});

export const drawerList = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const drawerLinkBase = {
  display: 'block',
  paddingBlock: vars.space.sm,
  color: vars.color.text.primary,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
} as const;

export const drawerLink = style({
  ...drawerLinkBase,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.medium,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const drawerSubLink = style({
  ...drawerLinkBase,
  paddingInlineStart: vars.space.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const skeleton = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  blockSize: vars.size.control.md,
});

export const skeletonItem = style({
  inlineSize: '6rem',
});
