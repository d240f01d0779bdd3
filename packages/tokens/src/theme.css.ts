import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { scriptTypography, darTheme } from './theme';

createGlobalTheme(':root', vars, darTheme);

const scriptVars = (script: keyof typeof scriptTypography) => {
  const { family, lineHeight } = scriptTypography[script];
  return {
    [vars.font.family.body]: family,
    [vars.font.lineHeight.control]: lineHeight.control,
    [vars.font.lineHeight.body]: lineHeight.body,
    [vars.font.lineHeight.heading]: lineHeight.heading,
  };
};

globalStyle(':root', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.canvas,
  colorScheme: 'light',
  // Stops mobile browsers from inflating text in landscape.
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

/*
 * Typography follows the language of the content, not of the page: an English product name inside
 * an Arabic page (or the reverse) gets its own face and leading wherever a `lang` attribute says so.
 * The script's variables must beat the :root theme on <html> itself, hence `[lang]:lang(..)`; the
 * properties that use them sit in :where() so any component rule still wins.
 */
globalStyle('[lang]:lang(ar)', { vars: scriptVars('arabic') });
globalStyle('[lang]:lang(en)', { vars: scriptVars('latin') });
globalStyle(':where([lang])', {
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.body,
});

globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: vars.motion.duration.instant,
        [vars.motion.duration.normal]: vars.motion.duration.instant,
        [vars.motion.duration.slow]: vars.motion.duration.instant,
      },
    },
  },
});
