import { localeFromPath, localizedPath, type Locale } from '@dar/i18n';

/**
 * A link's address in the page's language. Sections link to bare paths (`/products/sofa`, a
 * card's own href) or to paths the storefront already localised (`/en/...`, the language switch's
 * `/ar/...`); only bare ones get the page's prefix, so a prefixed link is never prefixed twice.
 */
export function localiseHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  return localeFromPath(href) === null ? localizedPath(href, locale) : href;
}

/** Whether a link leads into the other language (the language switch, `/ar/...` or `/en/...`). */
export function changesLanguage(href: string, locale: Locale): boolean {
  const target = localeFromPath(href);
  // `/ar/...` always leaves the page: the proxy sets the cookie and redirects to the bare path.
  return target === 'ar' || (target !== null && target !== locale);
}

/**
 * The language switch's target for a page: `/en/<path>` from Arabic; `/ar/<path>` from English,
 * which the proxy turns into the cookie `ar` and a redirect to `/<path>` (README, "Decisions").
 */
export function otherLanguageHref(bareOrPrefixedPath: string, locale: Locale): string {
  const target: Locale = locale === 'ar' ? 'en' : 'ar';
  const bare = localizedPath(bareOrPrefixedPath, 'ar');
  return bare === '/' ? `/${target}` : `/${target}${bare}`;
}
