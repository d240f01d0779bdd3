import { localeConfig } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Container, ErrorScreen } from '@dar/ui';
import type { Metadata } from 'next';
import { Document } from '../lib/document';
import { requestLocation } from '../lib/request';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestLocation();
  return { title: getIntl(locale).formatMessage({ id: 'error.pageNotFound' }) };
}

/**
 * Spec §2: any unmatched path answers 404 with "Page not found" and the path, in the language of
 * the URL. Next renders this file directly (no layout), so it sets up the document itself.
 */
export default async function GlobalNotFound() {
  const { locale, path } = await requestLocation();
  const intl = getIntl(locale);
  return (
    <Document locale={locale}>
      <Container as="main">
        <ErrorScreen
          status={404}
          title={intl.formatMessage({ id: 'error.pageNotFound' })}
          path={path}
          homeHref={localeConfig[locale].prefix || '/'}
        />
      </Container>
    </Document>
  );
}
