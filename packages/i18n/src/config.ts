/** The shop's locales. Arabic comes first: it is the default and has no URL prefix. */
export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'ar';

export type Direction = 'rtl' | 'ltr';

export interface LocaleConfig {
  /** The value of `<html lang>` and of hreflang alternates. */
  htmlLang: string;
  /**
   * The BCP 47 tag handed to Intl and React Aria. Arabic uses ar-EG, not the ar-SA of the original
   * shop: browsers format ar-SA dates in the Hijri calendar, while an Egyptian shop dates orders in
   * the Gregorian one. Both give Arabic-Indic digits and the same EGP symbol.
   */
  intlLocale: string;
  dir: Direction;
  /** URL prefix: '' for the default locale, '/en' for English. */
  prefix: string;
  /** The language's own name, for the language switcher. */
  nativeName: string;
}

export const localeConfig: Record<Locale, LocaleConfig> = {
  ar: { htmlLang: 'ar', intlLocale: 'ar-EG', dir: 'rtl', prefix: '', nativeName: 'العربية' },
  en: { htmlLang: 'en', intlLocale: 'en-US', dir: 'ltr', prefix: '/en', nativeName: 'English' },
};

/** The cookie that remembers a shopper's language choice, as Next.js names it. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
/** docs/product-spec.md §9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The attributes of the page's root element for a locale: `<html {...htmlAttributes(locale)}>`
 * (what the storefront's document writes, and what an app rendering on the server should write).
 */
export function htmlAttributes(locale: Locale): { lang: string; dir: Direction } {
  return { lang: localeConfig[locale].htmlLang, dir: localeConfig[locale].dir };
}

export function directionOf(locale: Locale): Direction {
  return localeConfig[locale].dir;
}

/** Our locale for a BCP 47 tag such as React Aria's `ar-EG` or `en-US`; Arabic when none matches. */
export function toLocale(tag: string): Locale {
  const primary = tag.toLowerCase().split('-')[0];
  return locales.find((locale) => locale === primary) ?? defaultLocale;
}
