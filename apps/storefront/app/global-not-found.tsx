import { getIntl } from '@dar/i18n/server';
import { Container } from '@dar/ui';
import type { Metadata } from 'next';
import { Document } from '../lib/document';
import { NotFoundScreen } from '../lib/not-found-screen';
import { requestLocation } from '../lib/request';

export async function generateMetadata(): Promise<Metadata> {
  const { locale } = await requestLocation();
  return { title: getIntl(locale).formatMessage({ id: 'error.pageNotFound' }) };
}

/**
 * docs/product-spec.md §2: any unmatched path answers 404 with "Page not found" and the path, in the language of
 * the URL. Next renders this file directly (no layout), so it sets up the document itself; the
 * screen is the one a layout's `not-found.tsx` shows (`LayoutNotFound`).
 */
export default async function GlobalNotFound() {
  const { locale, path } = await requestLocation();
  return (
    <Document locale={locale}>
      <Container as="main">
        {/* The same screen as `LayoutNotFound`'s; here the proxy's headers give locale and path. */}
        <NotFoundScreen locale={locale} path={path} />
      </Container>
    </Document>
  );
}
