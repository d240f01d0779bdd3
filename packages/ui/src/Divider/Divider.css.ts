import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  flexShrink: 0,
  margin: 0,
  border: 'none',
  selectors: {
    '&[aria-orientation="vertical"]': {
      alignSelf: 'stretch',
      inlineSize: 0,
      borderInlineStartStyle: 'solid',
      borderInlineStartWidth: vars.border.width.thin,
    },
    '&:not([aria-orientation="vertical"])': {
      blockSize: 0,
      inlineSize: '100%',
      borderBlockStartStyle: 'solid',
      borderBlockStartWidth: vars.border.width.thin,
    },
  },
});

export const divider = recipe({
  base,
  variants: {
    weight: {
      subtle: { borderColor: vars.color.border.subtle },
      regular: { borderColor: vars.color.border.default },
      strong: { borderColor: vars.color.border.strong },
    },
  },
  defaultVariants: { weight: 'subtle' },
});

export type DividerVariants = NonNullable<RecipeVariants<typeof divider>>;
