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

/** The page's locale from the `[locale]` segment; Arabic outside it. */
function useRouteLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}

const homeOf = (locale: Locale) => localeConfig[locale].prefix || '/';

/**
 * Spec §2: 404 "Page not found" with the path that was asked for, and home after 8 seconds. The
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

/** An unexpected failure while rendering a page (spec §2: fatal errors show the error page). */
export function ServerErrorScreen() {
  const locale = useRouteLocale();
  const intl = useIntl();
  return (
    <ErrorScreen
      status={500}
      title={intl.formatMessage({ id: 'error.generic' })}
      homeHref={homeOf(locale)}
    />
  );
}
