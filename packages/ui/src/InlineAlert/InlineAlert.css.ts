import { vars } from '@dar/tokens';
import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderInlineStartWidth: `calc(${vars.border.width.thick} * 2)`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
});

const tone = (intent: 'success' | 'warning' | 'danger' | 'info') => ({
  backgroundColor: vars.color[intent].subtle,
  borderColor: vars.color[intent].border,
  borderInlineStartColor: vars.color[intent].solid,
});

export const alert = recipe({
  base,
  variants: {
    tone: {
      info: tone('info'),
      success: tone('success'),
      warning: tone('warning'),
      danger: tone('danger'),
    },
  },
  defaultVariants: { tone: 'info' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;

export const icon = style({
  flexShrink: 0,
  inlineSize: vars.size.icon.md,
  blockSize: vars.size.icon.md,
  // Centres the icon on the first line of text: (line box - icon) / 2.
  marginBlockStart: `calc((1em * ${vars.font.lineHeight.body} - ${vars.size.icon.md}) / 2)`,
});

export const iconTone = {
  info: style({ color: vars.color.info.text }),
  success: style({ color: vars.color.success.text }),
  warning: style({ color: vars.color.warning.text }),
  danger: style({ color: vars.color.danger.text }),
};

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
  overflowWrap: 'break-word',
});

export const title = style({
  fontWeight: vars.font.weight.semibold,
});
