import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

/** Steps first; from desktop width the summary stands beside them and stays in view. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.desktop]: {
      gridTemplateColumns: `minmax(0, 2fr) minmax(0, ${vars.size.container.sm})`,
    },
  },
});

export const summary = style({
  '@media': {
    [mediaQueries.desktop]: {
      position: 'sticky',
      insetBlockStart: vars.space.lg,
    },
  },
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minInlineSize: 0,
});

export const step = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const stepTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
});

/** The step's number in a circle; the list already numbers the steps for screen readers. */
export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontSize: vars.font.size.md,
  fontVariantNumeric: 'tabular-nums',
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const formPanel = style({
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
});

export const logo = style({
  display: 'block',
  blockSize: vars.size.control.sm,
  inlineSize: 'auto',
  maxInlineSize: `calc(${vars.size.control.lg} * 2)`,
});

export const logoIcon = style({
  display: 'block',
  inlineSize: vars.size.icon.lg,
  blockSize: vars.size.icon.lg,
  color: vars.color.text.secondary,
});

export const skeletonCard = style({
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
});
