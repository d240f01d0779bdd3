/**
 * The two typefaces the theme names, self-hosted from @fontsource (variable weights, every subset:
 * each face downloads only the ranges a page uses). Import once, at the app's root:
 * `import '@dar/tokens/fonts'`. Apps that serve the fonts another way (the storefront uses
 * next/font) leave it out and set `--dar-font-arabic` / `--dar-font-latin` instead (theme.ts).
 */
import '@fontsource-variable/cairo';
import '@fontsource-variable/inter';

/** The families these stylesheets declare, as the theme names them. */
export const fontFamilies = { arabic: 'Cairo Variable', latin: 'Inter Variable' } as const;
