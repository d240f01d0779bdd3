import { isLocale, type Locale } from '@dar/i18n';
import { notFound } from 'next/navigation';

/** The `[locale]` segment as a Locale; anything else is not a page of ours. */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
