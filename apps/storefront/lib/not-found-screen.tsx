import { defaultLocale, isLocale, localeConfig, type Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { ErrorScreen } from '@dar/ui';
import { locale as localeRootParam } from 'next/root-params';
import { RequestedPath } from './requested-path';

/**
 * The `[locale]` segment in a Server Component that gets no params (Next's `not-found.tsx`): the
 * root layout's param, which reads no request header, so a catalogue page that can 404 stays
 * cacheable.
 */
export async function rootLocale(): Promise<Locale> {
  const locale: unknown = await localeRootParam();
  return isLocale(locale) ? locale : defaultLocale;
}

/**
 * docs/product-spec.md §2: 404 "Page not found" with the path that was asked for, and home after
 * 8 seconds. A server part; without a `path` (a `notFound()` of a cached page, which cannot know
 * the URL on the server) the path is the client leaf `RequestedPath`, from the browser's address.
 */
export function NotFoundScreen({ locale, path }: { locale: Locale; path?: string }) {
  const intl = getIntl(locale);
  return (
    <ErrorScreen
      intl={intl}
      status={404}
      title={intl.formatMessage({ id: 'error.pageNotFound' })}
      path={path ?? <RequestedPath locale={locale} />}
      homeHref={localeConfig[locale].prefix || '/'}
    />
  );
}
