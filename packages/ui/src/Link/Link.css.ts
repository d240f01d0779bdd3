import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const native = '&:not([data-rac])';

const base = style({
  color: vars.color.text.link,
  textDecorationThickness: vars.border.width.thin,
  // Arabic letters sit low on the baseline: keep the underline clear of their descenders.
  textUnderlineOffset: '0.3em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  transitionProperty: 'color, text-decoration-color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    // React Aria's states (`data-*`), and the browser's for a native `<a>` wearing the same look
    // (`RouterLink`, a server part's link): React Aria's links carry `data-rac`.
    // text.link is already the darkest brand step that hover can use, so hover darkens once.
    [`&[data-hovered], ${native}:hover`]: { color: vars.color.brand.solidPressed },
    [`&[data-focus-visible], ${native}:focus-visible`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-disabled]': {
      color: vars.color.disabled.text,
      cursor: 'not-allowed',
      textDecorationLine: 'none',
    },
  },
});

export const link = recipe({
  base,
  variants: {
    variant: {
      // Inside a sentence: always underlined, colour alone would not mark it.
      inline: { textDecorationLine: 'underline' },
      // On its own line ("See all sofas"): bolder, underlined on hover.
      standalone: {
        fontWeight: vars.font.weight.semibold,
        textDecorationLine: 'none',
        selectors: { [`&[data-hovered], ${native}:hover`]: { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
