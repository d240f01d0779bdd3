import type { Locale } from '@dar/i18n';
import { preload } from 'react-dom';
import { fontFacesHref, fontFiles } from './fonts.generated';

/**
 * The web fonts (scripts/fonts.mjs: Cairo for Arabic, Inter for English, self-hosted from the
 * @fontsource packages, each subset fetched only for text that uses it). A page preloads the faces
 * of its own language only: every other byte before the first picture delays it on a slow line.
 */
export function WebFonts({ locale }: { locale: Locale }) {
  for (const face of fontFiles) {
    if ((face.preload as readonly string[]).includes(locale)) {
      preload(face.href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
    }
  }
  // Hoisted into the head by React, once per page; a file the browser keeps, not a <style> in
  // every page's HTML and payload.
  return <link rel="stylesheet" href={fontFacesHref} precedence="default" />;
}
