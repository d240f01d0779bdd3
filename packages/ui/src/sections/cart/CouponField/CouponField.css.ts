import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const form = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const field = style({
  flexGrow: 1,
  minInlineSize: 0,
});

/** Lines the button up with the input: below the field's label (its line box and gap). */
export const submit = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  marginBlockStart: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.control} + ${vars.space.xxs})`,
});

export const applied = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.text,
});

/** Where the remove button was, the same size, while the code is being removed. */
export const chipBusy = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.control.sm,
  blockSize: vars.size.control.sm,
});

export const code = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
});
