import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titleBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const code = style({
  unicodeBidi: 'isolate',
  direction: 'ltr',
  display: 'inline-block',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: `calc(${vars.space.xxxl} + ${vars.space.md}) minmax(0, 1fr) auto`,
  gap: vars.space.md,
  alignItems: 'start',
});

export const image = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutral.subtle,
});

export const lineText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

export const lineName = style({
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

export const small = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const grandTotal = style({
  paddingBlockStart: vars.space.xs,
  borderBlockStartStyle: 'solid',
  borderBlockStartWidth: vars.border.width.thin,
  borderBlockStartColor: vars.color.border.subtle,
  fontWeight: vars.font.weight.bold,
});

export const address = style({
  margin: 0,
  fontStyle: 'normal',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  color: vars.color.text.primary,
  overflowWrap: 'break-word',
});

export const phone = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  alignSelf: 'flex-start',
});

export const payment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
