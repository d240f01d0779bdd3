'use client';

import { localeConfig, localizedPath, stripLocale, toLocale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Container, ErrorScreen } from '@dar/ui';
import { usePathname } from 'next/navigation';

/** Spec §2: a 404 shows "Page not found" and the path that was asked for. */
export default function NotFound() {
  const intl = useIntl();
  const locale = toLocale(intl.locale);
  // Arabic pages are served from an internal /ar segment; show the address the shopper typed.
  const path = localizedPath(stripLocale(usePathname()), locale);
  return (
    <Container as="main">
      <ErrorScreen
        status={404}
        title={intl.formatMessage({ id: 'error.pageNotFound' })}
        path={path}
        homeHref={localeConfig[locale].prefix || '/'}
      />
    </Container>
  );
}
