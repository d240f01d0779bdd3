import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  margin: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.heading,
  // Long Arabic product names wrap between words, never mid-word.
  overflowWrap: 'break-word',
  textWrap: 'balance',
});

export const heading = recipe({
  base,
  variants: {
    size: {
      xl: { fontSize: vars.font.size['3xl'] },
      lg: { fontSize: vars.font.size['2xl'] },
      md: { fontSize: vars.font.size.xl },
      sm: { fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'lg' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
