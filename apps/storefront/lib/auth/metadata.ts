import type { MessageKey } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import { localeParam } from '../locale';

/** An auth or account page's title; personal pages are nothing for a search engine. */
export async function personalMetadata(
  params: Promise<{ locale: string }>,
  titleId: MessageKey,
): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: titleId }),
    robots: { index: false, follow: false },
  };
}
