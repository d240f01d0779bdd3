import { vars } from '@dar/tokens';
import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

// Each variant only assigns these; the root applies them once, so states compose without
// specificity fights between variants and states.
const background = createVar();
const foreground = createVar();
const borderColor = createVar();
const iconSize = createVar();

/**
 * States as React Aria reports them (`data-*`), and as the browser does for a native `<a>` or
 * `<button>` wearing the same look (a screen that must work before or without the page's
 * scripts, such as the error screen): React Aria's elements carry `data-rac`.
 */
const native = '&:not([data-rac])';
// A disabled button is neither hovered nor pressed, as React Aria reports it.
const hovered = `&[data-hovered], ${native}:hover:not(:disabled)`;
const pressed = `&[data-pressed], ${native}:active:not(:disabled)`;

const root = style({
  vars: {
    [background]: 'transparent',
    [foreground]: vars.color.text.primary,
    [borderColor]: 'transparent',
  },
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  borderStyle: 'solid',
  borderWidth: vars.border.width.thin,
  borderColor,
  borderRadius: vars.radius.md,
  backgroundColor: background,
  color: foreground,
  // Buttons do not inherit typography by default; the family must follow the content language.
  fontFamily: 'inherit',
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.control,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  // The ring is drawn by outline so it never shifts layout; keyboard focus only.
  outline: 'none',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: vars.motion.duration.fast,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`&[data-focus-visible], ${native}:focus-visible`]: {
      outlineStyle: 'solid',
      outlineWidth: vars.focusRing.width,
      outlineColor: vars.color.border.focus,
      outlineOffset: vars.focusRing.offset,
    },
    [`&[data-disabled], ${native}:disabled`]: {
      vars: {
        [background]: vars.color.disabled.surface,
        [foreground]: vars.color.disabled.text,
        [borderColor]: vars.color.disabled.border,
      },
      cursor: 'not-allowed',
    },
    '&[data-busy]': {
      cursor: 'progress',
    },
  },
  '@media': {
    // Windows High Contrast drops backgrounds; keep the button's edge visible.
    '(forced-colors: active)': {
      borderColor: 'ButtonText',
    },
  },
});

export const button = recipe({
  base: root,
  variants: {
    variant: {
      primary: {
        vars: {
          [background]: vars.color.brand.solid,
          [foreground]: vars.color.brand.onSolid,
          [borderColor]: vars.color.brand.solid,
        },
        selectors: {
          [hovered]: {
            vars: {
              [background]: vars.color.brand.solidHover,
              [borderColor]: vars.color.brand.solidHover,
            },
          },
          [pressed]: {
            vars: {
              [background]: vars.color.brand.solidPressed,
              [borderColor]: vars.color.brand.solidPressed,
            },
          },
        },
      },
      secondary: {
        vars: {
          [background]: vars.color.surface.raised,
          [foreground]: vars.color.text.primary,
          [borderColor]: vars.color.border.strong,
        },
        selectors: {
          [hovered]: { vars: { [background]: vars.color.neutral.subtleHover } },
          [pressed]: { vars: { [background]: vars.color.neutral.subtlePressed } },
        },
      },
      ghost: {
        vars: {
          [foreground]: vars.color.brand.text,
        },
        selectors: {
          [hovered]: { vars: { [background]: vars.color.brand.subtleHover } },
          [pressed]: { vars: { [background]: vars.color.brand.subtlePressed } },
          // A ghost stays chromeless when disabled; only its text dims.
          '&[data-disabled]': {
            vars: { [background]: 'transparent', [borderColor]: 'transparent' },
          },
        },
      },
      // Destructive actions (remove from cart, cancel order, delete address).
      danger: {
        vars: {
          [background]: vars.color.danger.solid,
          [foreground]: vars.color.danger.onSolid,
          [borderColor]: vars.color.danger.solid,
        },
        selectors: {
          // danger.text is the darker step of the same hue, and still meets AA under white text.
          [`${hovered}, ${pressed}`]: {
            vars: {
              [background]: vars.color.danger.text,
              [borderColor]: vars.color.danger.text,
            },
          },
        },
      },
    },
    size: {
      sm: {
        vars: { [iconSize]: vars.size.icon.sm },
        minBlockSize: vars.size.control.sm,
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.sm,
        gap: vars.space.xxs,
        fontSize: vars.font.size.sm,
      },
      md: {
        vars: { [iconSize]: vars.size.icon.md },
        minBlockSize: vars.size.control.md,
        paddingBlock: vars.space.xxs,
        paddingInline: vars.space.md,
        gap: vars.space.xs,
        fontSize: vars.font.size.md,
      },
      lg: {
        vars: { [iconSize]: vars.size.icon.lg },
        minBlockSize: vars.size.control.lg,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.lg,
        gap: vars.space.xs,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', inlineSize: '100%' },
      false: {},
    },
    // A square holding only an icon: as wide as it is tall, at every size.
    iconOnly: {
      true: { paddingInline: 0 },
      false: {},
    },
  },
  compoundVariants: (['sm', 'md', 'lg'] as const).map((size) => ({
    variants: { size, iconOnly: true },
    style: { minInlineSize: vars.size.control[size] },
  })),
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    fullWidth: false,
    iconOnly: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const label = style({
  selectors: {
    // Invisible but still measured and still named: the button keeps its width and its accessible name.
    [`${root}[data-busy] &`]: { opacity: 0 },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: iconSize,
  blockSize: iconSize,
  selectors: {
    [`${root}[data-busy] &`]: { opacity: 0 },
  },
});

/** Icons that point (arrows, chevrons) face the reading direction. */
export const iconMirrored = style({
  selectors: {
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
});

const spin = keyframes({
  to: { transform: 'rotate(1turn)' },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  inlineSize: iconSize,
  blockSize: iconSize,
});

export const spinnerSvg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  animationName: spin,
  animationDuration: vars.motion.duration.loop,
  animationTimingFunction: vars.motion.easing.linear,
  animationIterationCount: 'infinite',
});
