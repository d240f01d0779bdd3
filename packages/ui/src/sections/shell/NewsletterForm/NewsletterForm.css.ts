import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxInlineSize: vars.size.container.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  color: vars.color.text.primary,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 14rem' });

/** Lines the button up with the input, below the field's label. */
export const submit = style({
  marginBlockStart: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.control} + ${vars.space.xxs})`,
});
