import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: '100%',
  padding: vars.space.lg,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const thumbnail = style({
  flexShrink: 0,
  inlineSize: vars.size.control.lg,
  blockSize: vars.size.control.lg,
  borderRadius: vars.radius.md,
  objectFit: 'cover',
  backgroundColor: vars.color.surface.sunken,
});

export const lineText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'anywhere',
});

export const lineName = style({
  fontWeight: vars.font.weight.medium,
});

export const lineMeta = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const amounts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingBlockStart: vars.space.md,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.border.width.thin,
  borderBlockStartColor: vars.color.border.subtle,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const term = style({
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

export const value = style({
  margin: 0,
  flexShrink: 0,
  textAlign: 'end',
});

export const muted = style({
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const totalRow = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.border.width.thin,
  borderBlockStartColor: vars.color.border.subtle,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const caption = style({
  paddingBlockEnd: vars.space.xs,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  paddingBlock: vars.space.xxs,
  paddingInline: 0,
  textAlign: 'start',
  verticalAlign: 'baseline',
  selectors: {
    '&:not(:first-child)': { textAlign: 'end', paddingInlineStart: vars.space.xs },
  },
});

export const headCell = style([
  cell,
  {
    color: vars.color.text.muted,
    fontWeight: vars.font.weight.medium,
  },
]);

export const hint = style({
  margin: 0,
  color: vars.color.text.muted,
  fontSize: vars.font.size.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
});
