'use client';

import { localizedPath, stripLocale, type Locale } from '@dar/i18n';
import { usePathname } from 'next/navigation';

/**
 * The 404's path as the shopper asked for it: the public one in the page's language (`/en/x`, or
 * `/x` for Arabic), whether Next reports the internal `/ar/x` or the browser's URL. Text only; the
 * server renders it for the request it answers.
 */
export function RequestedPath({ locale }: { locale: Locale }) {
  const pathname = usePathname();
  return localizedPath(stripLocale(pathname ?? '/'), locale);
}
