import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

/** The single-column card every auth screen uses (the minimal layout centres it). */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.size.container.sm,
  marginInline: 'auto',
  boxSizing: 'border-box',
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** Two short fields side by side (first and last name), one under the other when narrow. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
});

/** "Remember me" at the start, "Forgot your password?" at the end of one line. */
export const spread = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  gap: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

/** A message under a field that draws no FieldError of its own (the terms checkbox). */
export const fieldError = style({
  margin: 0,
  color: vars.color.danger.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** A checkbox with what belongs to it (a link to read, its message), close together. */
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});
