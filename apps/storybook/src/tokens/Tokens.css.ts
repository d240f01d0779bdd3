import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

// Each preview receives the one property it demonstrates inline, as the token's own var() reference.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.text.primary,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const table = style({
  inlineSize: '100%',
  // Equal columns, so every table on the page lines up with the others.
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  textAlign: 'start',
  paddingBlockEnd: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
});

export const headerCell = style({
  textAlign: 'start',
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  paddingBlock: vars.space.xs,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
});

export const code = style({
  fontFamily: vars.font.family.latin,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

const box = style({
  display: 'block',
  inlineSize: vars.size.control.lg,
  blockSize: vars.size.control.lg,
  boxSizing: 'border-box',
});

export const swatch = style([
  box,
  {
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.sm,
  },
]);

export const bar = style({
  display: 'block',
  blockSize: vars.space.sm,
  backgroundColor: vars.color.brand.solid,
});

export const square = style({
  display: 'block',
  backgroundColor: vars.color.brand.subtlePressed,
});

export const radius = style([
  box,
  {
    backgroundColor: vars.color.brand.subtlePressed,
  },
]);

export const borderWidth = style([
  box,
  {
    borderStyle: 'solid',
    borderColor: vars.color.border.strong,
  },
]);

export const focusRing = style([
  box,
  {
    backgroundColor: vars.color.surface.raised,
    borderRadius: vars.radius.md,
    outline: `${vars.focusRing.width} solid ${vars.color.border.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
]);

export const shadow = style([
  box,
  {
    backgroundColor: vars.color.surface.raised,
    borderRadius: vars.radius.md,
  },
]);

export const sample = style({
  margin: 0,
});

export const fontSizeSample = style([sample, { lineHeight: vars.font.lineHeight.heading }]);
export const fontFamilySample = style([sample, { fontSize: vars.font.size.lg }]);
export const lineHeightSample = style([
  sample,
  { maxInlineSize: vars.size.container.sm, backgroundColor: vars.color.neutral.subtle },
]);
