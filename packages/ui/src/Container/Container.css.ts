import { mediaQueries, vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': {
    [mediaQueries.tablet]: { paddingInline: vars.space.xl },
  },
});

export const container = recipe({
  base,
  variants: {
    width: {
      sm: { maxInlineSize: vars.size.container.sm },
      md: { maxInlineSize: vars.size.container.md },
      lg: { maxInlineSize: vars.size.container.lg },
      xl: { maxInlineSize: vars.size.container.xl },
    },
    paddingBlock: {
      none: {},
      md: { paddingBlock: vars.space.lg },
      lg: { paddingBlock: vars.space.xxl },
    },
  },
  defaultVariants: { width: 'xl', paddingBlock: 'md' },
});

export type ContainerVariants = NonNullable<RecipeVariants<typeof container>>;
