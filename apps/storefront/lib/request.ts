import { isLocale, localizedPath, stripLocale, type Locale } from '@dar/i18n';
import { headers } from 'next/headers';

import { LOCALE_HEADER, PATHNAME_HEADER } from './request-headers';

/**
 * The locale and public path of the current request, for pages without route params (the global
 * 404). Only for such pages: reading headers makes a page dynamic.
 */
export async function requestLocation(): Promise<{ locale: Locale; path: string }> {
  const list = await headers();
  const header = list.get(LOCALE_HEADER);
  const locale: Locale = isLocale(header) ? header : 'ar';
  const pathname = list.get(PATHNAME_HEADER) ?? '/';
  return { locale, path: localizedPath(stripLocale(pathname), locale) };
}
