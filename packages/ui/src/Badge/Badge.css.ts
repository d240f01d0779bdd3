import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  maxInlineSize: '100%',
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

const tone = (intent: 'brand' | 'success' | 'warning' | 'danger' | 'info') => ({
  backgroundColor: vars.color[intent].subtle,
  borderColor: vars.color[intent].border,
  color: vars.color[intent].text,
});

export const badge = recipe({
  base,
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.neutral.subtle,
        borderColor: vars.color.border.default,
        color: vars.color.text.secondary,
      },
      brand: tone('brand'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
      info: tone('info'),
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
