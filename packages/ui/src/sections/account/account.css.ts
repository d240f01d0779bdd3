import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

/** Shared by the account sections: a bordered panel and a label/value list. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor: vars.color.border.subtle,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  minInlineSize: 0,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(10rem, 100%), 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const term = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const muted = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
