import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Document } from '../../lib/document';
import { localeParam } from '../../lib/locale';

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
  return <Document locale={await localeParam(params)}>{children}</Document>;
}
