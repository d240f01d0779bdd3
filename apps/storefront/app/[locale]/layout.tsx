import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { AdPixel } from '../../lib/ad-pixel/AdPixel';
import { Document } from '../../lib/document';
import { localeParam } from '../../lib/locale';
import { JsonLd } from '../../lib/seo/JsonLd';
import { organizationJsonLd } from '../../lib/seo/json-ld';
import { siteUrl } from '../../lib/seo/site';
// Sets the Shop API failure reporter that turns a page failed by a down commerce server into 503.
import '../../lib/upstream';

// Both locales are rendered on first request and then cached (ISR), so a build needs no backend.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  return {
    // Pages set their own canonical URL and alternates (lib/seo/metadata.ts); relative image URLs
    // resolve against the shop's public origin.
    metadataBase: new URL(siteUrl()),
    title: {
      default: intl.formatMessage({ id: 'home.title' }),
      template: `%s | ${intl.formatMessage({ id: 'app.title' })}`,
    },
    description: intl.formatMessage({ id: 'home.description' }),
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  return (
    <Document locale={locale}>
      {children}
      <JsonLd
        data={organizationJsonLd(locale, {
          name: getIntl(locale).formatMessage({ id: 'app.title' }),
        })}
      />
      <AdPixel pixelId={process.env.NEXT_PUBLIC_AD_PIXEL_ID} />
    </Document>
  );
}
