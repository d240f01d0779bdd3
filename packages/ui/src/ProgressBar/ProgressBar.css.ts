import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'baseline',
  rowGap: vars.space.xxs,
  columnGap: vars.space.sm,
  inlineSize: '100%',
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.control,
});

export const label = style({
  fontWeight: vars.font.weight.semibold,
});

export const value = style({
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  gridColumn: '1 / -1',
  position: 'relative',
  blockSize: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.subtle,
  overflow: 'hidden',
  '@media': {
    '(forced-colors: active)': { outline: `${vars.border.width.thin} solid CanvasText` },
  },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  // Fills from the inline start: right to left in Arabic.
  insetInlineStart: 0,
  // inlineSize is set inline from React Aria's percentage.
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.solid,
  transitionProperty: 'inline-size',
  transitionDuration: vars.motion.duration.normal,
  transitionTimingFunction: vars.motion.easing.standard,
  '@media': {
    '(forced-colors: active)': { backgroundColor: 'Highlight' },
  },
});
