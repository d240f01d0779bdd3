import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { group as fieldGroup } from '../PasswordField/PasswordField.css';
import { root as fieldRoot } from '../TextField/TextField.css';

export const group = style([
  fieldGroup,
  {
    selectors: {
      [`${fieldRoot}[data-invalid] &`]: { borderColor: vars.color.danger.solid },
    },
  },
]);

export const toggle = style({
  selectors: {
    '&[data-pressed]': { color: vars.color.brand.text },
  },
});
