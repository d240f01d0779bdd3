import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
});

export const arrows = style({ display: 'flex', gap: vars.space.xs });

export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(16rem, 70%)',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  borderRadius: vars.radius.md,
  outline: 'none',
  '@media': {
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
  selectors: {
    '&:focus-visible': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const item = style({ scrollSnapAlign: 'start', minInlineSize: 0 });
