import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.sunken,
  maxInlineSize: '70ch',
});

export const contentsList = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

// Skeleton bars as wide as the text they stand for usually runs.
export const titleSkeleton = style({ inlineSize: '60%' });
export const dateSkeleton = style({ inlineSize: '30%' });
export const headingSkeleton = style({ inlineSize: '40%' });
