import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  margin: 0,
  // Long Arabic words and pasted links wrap instead of overflowing a card.
  overflowWrap: 'break-word',
});

export const text = recipe({
  base,
  variants: {
    tone: {
      primary: { color: vars.color.text.primary },
      secondary: { color: vars.color.text.secondary },
      muted: { color: vars.color.text.muted },
      brand: { color: vars.color.brand.text },
      success: { color: vars.color.success.text },
      warning: { color: vars.color.warning.text },
      danger: { color: vars.color.danger.text },
      info: { color: vars.color.info.text },
      inverse: { color: vars.color.text.inverse },
      inherit: { color: 'inherit' },
    },
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      xl: { fontSize: vars.font.size.xl },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      semibold: { fontWeight: vars.font.weight.semibold },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { tone: 'primary', size: 'md', weight: 'regular', align: 'start' },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
