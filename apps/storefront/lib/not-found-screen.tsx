import { defaultLocale, isLocale, localeConfig, type Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Container, ErrorScreen } from '@dar/ui';
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

/**
 * A layout's `not-found.tsx` (the shop's, the checkout's, the auth pages'): `notFound()` from one
 * of its pages (an unknown product, category, post or order) shows the screen in the layout, which
 * owns `main`. The locale is the root layout's param and the path comes from the client router:
 * reading request headers here would make every catalogue page that can 404 dynamic. Next sends
 * each layout's not-found screen with every page below it, so only the route groups have one (not
 * `[locale]` above them, which every page would then carry too). Unmatched URLs get
 * `global-not-found.tsx`, which shows the same screen.
 */
export async function LayoutNotFound() {
  return (
    <Container>
      <NotFoundScreen locale={await rootLocale()} />
    </Container>
  );
}
