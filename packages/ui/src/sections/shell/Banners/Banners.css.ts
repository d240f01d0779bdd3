import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import * as skeleton from '../../../Skeleton/Skeleton.css';

export const banner = style({
  display: 'block',
  minInlineSize: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const link = style({
  display: 'block',
  borderRadius: vars.radius.lg,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(-1 * ${vars.focusRing.width} * 2)`,
    },
  },
});

export const textOnly = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '100%',
  padding: vars.space.lg,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const hero = style({ display: 'block', inlineSize: '100%' });

export const heroSkeleton = style([
  skeleton.base,
  { display: 'block', aspectRatio: '3 / 1', borderRadius: vars.radius.lg },
]);

export const slot = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
});

export const slotSkeleton = style([
  skeleton.base,
  { display: 'block', aspectRatio: '5 / 2', borderRadius: vars.radius.lg },
]);
