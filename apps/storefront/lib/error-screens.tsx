'use client';

import {
  defaultLocale,
  isLocale,
  localeConfig,
  localizedPath,
  stripLocale,
  type Locale,
} from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ErrorScreen } from '@dar/ui';
import { useParams, usePathname } from 'next/navigation';
import { useState } from 'react';
import { failedPageStatus } from './request-state';

/** The page's locale from the `[locale]` segment; Arabic outside it. */
function useRouteLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}

const homeOf = (locale: Locale) => localeConfig[locale].prefix || '/';

/**
 * docs/product-spec.md §2: 404 "Page not found" with the path that was asked for, and home after 8 seconds. The
 * path is the public one in the page's language (`/en/x`, or `/x` for Arabic), whether Next
 * reports the internal `/ar/x` or the browser's URL.
 */
export function NotFoundScreen({
  locale: given,
  path: givenPath,
}: {
  locale?: Locale;
  path?: string;
}) {
  const routeLocale = useRouteLocale();
  const pathname = usePathname();
  const locale = given ?? routeLocale;
  const intl = useIntl();
  const path = givenPath ?? localizedPath(stripLocale(pathname ?? '/'), locale);
  return (
    <ErrorScreen
      status={404}
      title={intl.formatMessage({ id: 'error.pageNotFound' })}
      path={path}
      homeHref={homeOf(locale)}
    />
  );
}

/**
 * A failure while rendering a page (docs/product-spec.md §2: fatal errors show the error page): 503 and "the shop
 * is taking a short break" when the commerce server was down, else 500 (lib/request-state.ts).
 */
export function ServerErrorScreen() {
  const locale = useRouteLocale();
  const intl = useIntl();
  // Read once: the status of this render never changes, and the browser's first render must say
  // what the server's HTML said.
  const [status] = useState(failedPageStatus);
  return (
    <ErrorScreen
      status={status}
      title={intl.formatMessage({
        id: status === 503 ? 'error.backendUnavailable' : 'error.generic',
      })}
      homeHref={homeOf(locale)}
    />
  );
}
