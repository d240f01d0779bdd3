import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** Beside a cart with lines: a band, not the page's main content. */
export const beside = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.info.border,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.subtle,
});

export const besideText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '1 1 16rem',
});

export const besideActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
