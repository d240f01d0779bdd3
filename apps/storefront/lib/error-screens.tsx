'use client';

import { defaultLocale, isLocale, localeConfig, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ErrorScreen } from '@dar/ui';
import { useParams } from 'next/navigation';
import { useState } from 'react';
import { failedPageStatus } from './request-state';

/** The page's locale from the `[locale]` segment; Arabic outside it. */
function useRouteLocale(): Locale {
  const params = useParams<{ locale?: string }>();
  return isLocale(params?.locale) ? params.locale : defaultLocale;
}

/**
 * A failure while rendering a page (docs/product-spec.md §2: fatal errors show the error page): 503 and "the shop
 * is taking a short break" when the commerce server was down, else 500 (lib/request-state.ts).
 * Next's `error.tsx` is a client component, so the screen's messages come from `useIntl()`.
 */
export function ServerErrorScreen() {
  const locale = useRouteLocale();
  const intl = useIntl();
  // Read once: the status of this render never changes, and the browser's first render must say
  // what the server's HTML said.
  const [status] = useState(failedPageStatus);
  return (
    <ErrorScreen
      intl={intl}
      status={status}
      title={intl.formatMessage({
        id: status === 503 ? 'error.backendUnavailable' : 'error.generic',
      })}
      homeHref={localeConfig[locale].prefix || '/'}
    />
  );
}
