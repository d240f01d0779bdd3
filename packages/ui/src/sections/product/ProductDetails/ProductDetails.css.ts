import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minInlineSize: 0,
});

/** Pictures and the buying column side by side from tablet width, stacked on phones. */
export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const media = style({ minInlineSize: 0 });

export const noPhotos = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  textAlign: 'center',
  fontSize: vars.font.size.sm,
});

export const info = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
});

export const buy = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const quantity = style({ inlineSize: `calc(${vars.size.control.lg} * 3)` });

/*
 * The buy box's native controls wearing the looks of `RadioGroup` and `NumberField` (whose styles
 * read the native states too): what a fieldset, a legend and the field's frame need besides.
 */

/** The variant picker's `<fieldset>`: no frame of its own, laid out as `RadioGroup`. */
export const variantGroup = style({ margin: 0, padding: 0, border: 'none' });

/** A rendered legend is not one of the fieldset's flex items: its margin gives `RadioGroup`'s gap. */
export const variantLegend = style({ padding: 0, marginBlockEnd: vars.space.xs });

/** The quantity's frame: focused and disabled as its input is. */
export const stepper = style({
  selectors: {
    '&:has(input:focus)': {
      borderColor: vars.color.border.focus,
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: 0,
    },
    '&:has(input:disabled)': {
      borderColor: vars.color.disabled.border,
      backgroundColor: vars.color.disabled.surface,
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
    },
  },
});

export const quantityLabel = style({
  selectors: { [`${quantity}:has(input:disabled) &`]: { color: vars.color.disabled.text } },
});

export const addToCart = style({ flexGrow: 1 });

export const wishlist = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control.lg,
  blockSize: vars.size.control.lg,
  padding: 0,
  border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.size.icon.lg,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    // The data attributes are React Aria's toggle; the pseudo-classes the form's native button.
    '&[data-hovered], &:not([data-rac]):hover': {
      backgroundColor: vars.color.neutral.subtleHover,
    },
    '&[data-selected]': {
      borderColor: vars.color.brand.border,
      color: vars.color.brand.text,
    },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** The heart is drawn filled once the piece is on the wishlist. */
export const heartFilled = style({
  display: 'inline-flex',
  selectors: { [`${wishlist}[data-selected] &`]: { fill: 'currentColor' } },
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const fact = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sections = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [mediaQueries.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const prose = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.body,
  overflowWrap: 'break-word',
  whiteSpace: 'pre-line',
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const tableCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: 0,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

export const tableLabel = style([
  tableCell,
  {
    inlineSize: '40%',
    paddingInlineEnd: vars.space.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.primary,
  },
]);

export const tableValue = style([tableCell, { color: vars.color.text.secondary }]);

export const skeletonName = style({ inlineSize: '70%' });
export const skeletonShort = style({ inlineSize: '35%' });
