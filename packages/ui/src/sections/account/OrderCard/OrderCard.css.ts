import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const code = style({
  // Order codes are Latin letters and digits: keep them whole and left-to-right inside Arabic.
  unicodeBidi: 'isolate',
  direction: 'ltr',
  display: 'inline-block',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
});

export const skeletonTitle = style({ inlineSize: '40%' });
export const skeletonBadge = style({ inlineSize: '20%' });
