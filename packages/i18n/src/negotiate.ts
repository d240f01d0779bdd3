import { defaultLocale, isLocale, locales, localeConfig, type Locale } from './config';

export type LocaleSource = 'route' | 'cookie' | 'accept-language' | 'default';

export interface NegotiationInput {
  /** The request path, e.g. `/en/products` or `/products`. */
  pathname: string;
  /** The value of the locale cookie, if any. */
  cookie?: string | null | undefined;
  /** The raw Accept-Language header, if any. */
  acceptLanguage?: string | null | undefined;
}

export interface NegotiationResult {
  locale: Locale;
  source: LocaleSource;
}

/** The locale named by the path's first segment (`/en/...`), or null for an unprefixed path. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : null;
}

interface LanguageRange {
  tag: string;
  q: number;
  order: number;
}

/**
 * Parses an Accept-Language header into ranges, best first. Ranges with q=0 ("not acceptable")
 * and malformed weights are dropped; ties keep the header's order, as RFC 9110 §12.5.4 intends.
 */
export function parseAcceptLanguage(header: string): string[] {
  const ranges: LanguageRange[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag?.trim().toLowerCase();
    if (!tag) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim() === 'q') {
        q = Number(value);
        if (!Number.isFinite(q) || q < 0 || q > 1) q = -1;
      }
    }
    if (q > 0) ranges.push({ tag, q, order });
  });
  return ranges.sort((a, b) => b.q - a.q || a.order - b.order).map((range) => range.tag);
}

/** The first of our locales the header accepts, matching on the primary language subtag. */
export function localeFromAcceptLanguage(header: string): Locale | null {
  for (const tag of parseAcceptLanguage(header)) {
    if (tag === '*') return defaultLocale;
    const primary = tag.split('-')[0];
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return null;
}

/**
 * Picks the shopper's locale: the route's prefix, then the locale cookie, then the browser's
 * Accept-Language, then Arabic. An unprefixed path is ambiguous (it is also the Arabic URL), so
 * only an explicit `/en` counts as the route choosing.
 */
export function negotiateLocale({
  pathname,
  cookie,
  acceptLanguage,
}: NegotiationInput): NegotiationResult {
  const fromRoute = localeFromPath(pathname);
  if (fromRoute && localeConfig[fromRoute].prefix) return { locale: fromRoute, source: 'route' };
  if (isLocale(cookie)) return { locale: cookie, source: 'cookie' };
  if (acceptLanguage) {
    const fromHeader = localeFromAcceptLanguage(acceptLanguage);
    if (fromHeader) return { locale: fromHeader, source: 'accept-language' };
  }
  return { locale: defaultLocale, source: 'default' };
}

/** Removes a locale prefix: `/en/products` → `/products`, `/en` → `/`. */
export function stripLocale(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The public URL of a path in a locale: `localizedPath('/products', 'en')` → `/en/products`. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname.startsWith('/') ? pathname : `/${pathname}`);
  const { prefix } = localeConfig[locale];
  if (!prefix) return bare;
  return bare === '/' ? prefix : `${prefix}${bare}`;
}
