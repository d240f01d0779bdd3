'use client';

import { toLocale, type Locale } from '@dar/i18n';
import { useLocale } from 'react-aria-components';

/** The shop locale and direction of the nearest React Aria I18nProvider. */
export function useShopLocale(): { locale: Locale; direction: 'rtl' | 'ltr' } {
  const { locale, direction } = useLocale();
  return { locale: toLocale(locale), direction };
}
