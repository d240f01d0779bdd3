import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { group as fieldGroup, input as bareInput } from '../PasswordField/PasswordField.css';

export const group = style([
  fieldGroup,
  {
    display: 'inline-flex',
    inlineSize: 'auto',
    gap: 0,
    padding: vars.space.xxs,
  },
]);

export const input = style([
  bareInput,
  {
    // Wide enough for three digits in either script, no wider: a quantity is small.
    inlineSize: '3.5ch',
    flex: 'none',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const step = style({
  selectors: {
    '&[data-disabled], &:not([data-rac]):disabled': { backgroundColor: 'transparent' },
  },
});
