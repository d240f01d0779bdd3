import { palette } from './palette';

/*
 * An app that self-hosts the faces under its own names (Next's next/font gives hashed ones) sets
 * --dar-font-arabic / --dar-font-latin; otherwise the @fontsource family names apply.
 */
const cairo = 'var(--dar-font-arabic, "Cairo Variable")';
const inter = 'var(--dar-font-latin, "Inter Variable")';
const fontStacks = {
  // Cairo also carries Latin glyphs, so brand names inside Arabic copy stay in one typeface.
  arabic: `${cairo}, "Noto Sans Arabic", Tahoma, sans-serif`,
  // Cairo follows Inter so Arabic product names inside English copy still get a designed face.
  latin: `${inter}, ${cairo}, system-ui, sans-serif`,
} as const;

/**
 * Line heights per script. Arabic has tall ascenders, deep descenders and stacked diacritics
 * (tashkeel), so it needs noticeably more leading than Latin to keep lines from colliding.
 */
export const scriptTypography = {
  arabic: {
    family: fontStacks.arabic,
    lineHeight: { control: '1.5', body: '1.75', heading: '1.4' },
  },
  latin: {
    family: fontStacks.latin,
    lineHeight: { control: '1.25', body: '1.5', heading: '1.2' },
  },
} as const;

/**
 * Dar's theme: every value the contract (`vars`) exposes. Plain data, so it can be tested and
 * documented without a stylesheet; `theme.css.ts` applies it to :root.
 */
export const darTheme = {
  color: {
    brand: {
      solid: palette.clay[600],
      solidHover: palette.clay[700],
      solidPressed: palette.clay[800],
      onSolid: palette.white,
      subtle: palette.clay[50],
      subtleHover: palette.clay[100],
      subtlePressed: palette.clay[200],
      text: palette.clay[700],
      border: palette.clay[300],
    },
    neutral: {
      subtle: palette.stone[50],
      subtleHover: palette.stone[100],
      subtlePressed: palette.stone[200],
    },
    surface: {
      canvas: palette.stone[25],
      raised: palette.stone[0],
      sunken: palette.stone[50],
      inverse: palette.stone[900],
      scrim: 'rgb(35 29 25 / 0.48)',
    },
    text: {
      primary: palette.stone[900],
      secondary: palette.stone[700],
      muted: palette.stone[600],
      inverse: palette.stone[25],
      link: palette.clay[700],
    },
    border: {
      subtle: palette.stone[200],
      default: palette.stone[300],
      strong: palette.stone[500],
      focus: palette.clay[700],
    },
    disabled: {
      surface: palette.stone[100],
      text: palette.stone[500],
      border: palette.stone[200],
    },
    success: {
      solid: palette.olive[600],
      onSolid: palette.white,
      subtle: palette.olive[50],
      border: palette.olive[200],
      text: palette.olive[700],
    },
    warning: {
      solid: palette.ochre[600],
      onSolid: palette.white,
      subtle: palette.ochre[50],
      border: palette.ochre[200],
      text: palette.ochre[700],
    },
    danger: {
      solid: palette.brick[600],
      onSolid: palette.white,
      subtle: palette.brick[50],
      border: palette.brick[200],
      text: palette.brick[700],
    },
    info: {
      solid: palette.nile[600],
      onSolid: palette.white,
      subtle: palette.nile[50],
      border: palette.nile[200],
      text: palette.nile[700],
    },
  },
  // A 4px grid expressed in rem so spacing follows the shopper's font-size setting.
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4rem',
  },
  size: {
    // Control heights; `lg` meets the 48px touch-target guidance for primary shop actions.
    control: { sm: '2rem', md: '2.5rem', lg: '3rem' },
    icon: { sm: '1rem', md: '1.25rem', lg: '1.5rem' },
    container: { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' },
  },
  radius: {
    none: '0',
    sm: '0.25rem',
    md: '0.5rem',
    lg: '0.75rem',
    xl: '1rem',
    full: '9999px',
  },
  border: {
    width: { thin: '1px', thick: '2px' },
  },
  focusRing: {
    width: '2px',
    offset: '2px',
  },
  shadow: {
    none: 'none',
    sm: '0 1px 2px rgb(35 29 25 / 0.08)',
    md: '0 2px 4px rgb(35 29 25 / 0.06), 0 4px 12px rgb(35 29 25 / 0.08)',
    lg: '0 4px 8px rgb(35 29 25 / 0.06), 0 12px 32px rgb(35 29 25 / 0.12)',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '100',
    header: '200',
    dropdown: '300',
    overlay: '400',
    modal: '500',
    popover: '600',
    toast: '700',
    tooltip: '800',
  },
  motion: {
    duration: {
      instant: '0ms',
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
      // One turn of a looping indicator (spinner). Kept under reduced motion: it is essential status.
      loop: '800ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0, 1)',
      exit: 'cubic-bezier(0.3, 0, 1, 1)',
      linear: 'linear',
    },
  },
  font: {
    family: {
      arabic: fontStacks.arabic,
      latin: fontStacks.latin,
      // Resolved per language (see theme.css.ts); Arabic by default because the shop is Arabic-first.
      body: scriptTypography.arabic.family,
    },
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
      '3xl': '1.875rem',
      '4xl': '2.25rem',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: { ...scriptTypography.arabic.lineHeight },
  },
};

export type DarTheme = typeof darTheme;
