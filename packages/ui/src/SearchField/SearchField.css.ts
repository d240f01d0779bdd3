import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { group as fieldGroup } from '../PasswordField/PasswordField.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const group = style([
  fieldGroup,
  {
    paddingInlineStart: vars.space.sm,
  },
]);

export const searchIcon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  color: vars.color.text.muted,
});

export const input = style({
  selectors: {
    // The browser's own cancel button would duplicate ours and ignore the shop's language.
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
      WebkitAppearance: 'none',
      appearance: 'none',
    },
  },
});

export const clear = style({
  selectors: {
    // Kept in the layout so the field does not change width as the first letter is typed.
    [`${root}[data-empty] &`]: { visibility: 'hidden' },
  },
});
