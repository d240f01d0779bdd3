import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';

import { control } from '../TextField/TextField.css';

/** The country button and the number side by side; the button stays at the inline start. */
export const row = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'stretch',
});

export const countryButton = style([
  control,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    inlineSize: 'auto',
    flexShrink: 0,
    cursor: 'pointer',
    selectors: {
      '&[data-pressed]': { borderColor: vars.color.border.focus },
      '&[data-focus-visible]': {
        outlineStyle: 'solid',
        outlineWidth: vars.focusRing.width,
        outlineColor: vars.color.border.focus,
        outlineOffset: 0,
      },
    },
  },
]);

/** A calling code and a number read left to right, even inside an Arabic page. */
export const ltr = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
});

export const number = style([control, ltr, { flex: 1, minInlineSize: 0, textAlign: 'left' }]);

export const callingCode = style([ltr, { color: vars.color.text.secondary }]);

export const popover = style({
  maxBlockSize: `min(20rem, var(--visual-viewport-height))`,
});

/** Listens for type-to-find keys without adding a box of its own. */
export const contents = style({ display: 'contents' });
