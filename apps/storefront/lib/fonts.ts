import localFont from 'next/font/local';

// Self-hosted from @fontsource: the build has no internet. Cairo carries Arabic and Latin glyphs;
// Inter is the Latin face of the English pages. The tokens read these two variables.
const arabicFont = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2' },
    { path: '../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2' },
  ],
  weight: '200 1000',
  variable: '--dar-font-arabic',
  display: 'swap',
});
const latinFont = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' }],
  weight: '100 900',
  variable: '--dar-font-latin',
  display: 'swap',
});

/** Class names for `<html>` that define the font variables. */
export const fontVariables = `${arabicFont.variable} ${latinFont.variable}`;
