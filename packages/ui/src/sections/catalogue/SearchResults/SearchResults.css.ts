import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const status = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.neutral.subtleHover },
    '&[data-pressed]': { backgroundColor: vars.color.neutral.subtlePressed },
    '&[data-focus-visible]': {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});

export const thumb = style({
  flexShrink: 0,
  // Twice a large control: a thumbnail that reads at a glance without crowding the row.
  inlineSize: `calc(${vars.size.control.lg} * 2)`,
  aspectRatio: '4 / 3',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  flexGrow: 1,
});

export const name = style({
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.heading,
  overflowWrap: 'anywhere',
});
