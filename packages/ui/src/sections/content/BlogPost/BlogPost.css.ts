import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const article = style({
  maxInlineSize: '70ch',
});

export const media = style({
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const titleSkeleton = style({ inlineSize: '70%' });
export const metaSkeleton = style({ inlineSize: '30%' });
