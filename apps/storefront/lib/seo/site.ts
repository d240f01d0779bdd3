import { defaultLocale, localeConfig, localizedPath, locales, type Locale } from '@dar/i18n';

/** docs/product-spec.md §1: the support phone number shown everywhere. */
export const SUPPORT_PHONE = '16358';

/**
 * The shop's public origin (STOREFRONT_URL, e.g. `https://dar.example`), for canonical URLs,
 * hreflang alternates, the sitemap and JSON-LD, which must be absolute.
 */
export function siteUrl(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const raw = env.STOREFRONT_URL?.split(',')[0]?.trim() || 'http://localhost:3000';
  return raw.replace(/\/+$/, '');
}

/** The absolute URL of a path (without locale prefix) in a locale. */
export function absoluteUrl(path: string, locale: Locale, base = siteUrl()): string {
  const [pathname = '/', query] = path.split('?', 2);
  const localized = localizedPath(pathname, locale);
  return `${base}${localized === '/' ? '/' : localized}${query ? `?${query}` : ''}`;
}

/**
 * hreflang alternates of a page: each language, and x-default on the unprefixed (Arabic) URL,
 * which also sends a visitor whose browser prefers English to /en.
 */
export function languageAlternates(path: string, base = siteUrl()): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales)
    languages[localeConfig[locale].htmlLang] = absoluteUrl(path, locale, base);
  languages['x-default'] = absoluteUrl(path, defaultLocale, base);
  return languages;
}

/** Open Graph locale names. */
export const OG_LOCALES: Record<Locale, string> = { ar: 'ar_EG', en: 'en_US' };
