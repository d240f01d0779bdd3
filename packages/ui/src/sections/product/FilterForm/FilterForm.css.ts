import { vars } from '@dar/tokens';
import { globalStyle, style } from '@vanilla-extract/css';

/** Native controls wear the same focus ring as the React Aria ones (`data-focus-visible`). */
const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: vars.focusRing.width,
  outlineColor: vars.color.border.focus,
  outlineOffset: vars.focusRing.offset,
} as const;

/**
 * Below desktop width, the sheet the "Filters (n)" button opens: the browser's modal `<dialog>`
 * (the page behind is inert, Escape closes it, focus goes back to the button), which holds the
 * panel while it is open. Closed, it shows nothing.
 */
export const sheet = style({
  display: 'none',
  boxSizing: 'border-box',
  margin: 0,
  border: 'none',
  color: 'inherit',
  selectors: {
    '&:modal': {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.md,
      position: 'fixed',
      insetInline: 0,
      insetBlockStart: 'auto',
      insetBlockEnd: 0,
      inlineSize: '100%',
      maxInlineSize: 'none',
      maxBlockSize: '85vh',
      overflow: 'auto',
      padding: vars.space.lg,
      backgroundColor: vars.color.surface.raised,
      boxShadow: vars.shadow.lg,
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
    },
  },
});

globalStyle(`${sheet}::backdrop`, { backgroundColor: vars.color.surface.scrim });

export const sheetClose = style({ alignSelf: 'flex-end' });

/** "Show results" stays in reach at the sheet's bottom while the filters scroll. */
export const sheetDone = style({
  position: 'sticky',
  insetBlockEnd: 0,
  inlineSize: '100%',
  boxShadow: `0 0 0 ${vars.space.sm} ${vars.color.surface.raised}`,
});

/** A facet, or the price: a fieldset named by its legend, the way a checkbox group is. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  marginBlockStart: '0.15em',
  accentColor: vars.color.brand.solid,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

/** The price: the full width of the panel. */
export const price = style({ alignItems: 'stretch' });

export const slider = style({
  inlineSize: '100%',
  margin: 0,
  accentColor: vars.color.brand.solid,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxInlineSize: '100%',
  minBlockSize: vars.size.control.sm,
  paddingInline: vars.space.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.neutral.subtle,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.control,
  textDecoration: 'none',
  outline: 'none',
  ':hover': { backgroundColor: vars.color.neutral.subtleHover },
  ':focus-visible': focusRing,
});
