import '@dar/tokens/styles.css';
import '@dar/ui/styles.css';
import { localeConfig, messagesFor } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { UiProvider } from '@dar/ui';
import type { Metadata } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { localeParam } from '../../lib/locale';

// Self-hosted from @fontsource: the build has no internet. Cairo carries Arabic and Latin glyphs;
// Inter is the Latin face of the English pages. The tokens read these variables.
const arabicFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2' },
    { path: '../../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2' },
  ],
  weight: '200 1000',
  variable: '--dar-font-arabic',
  display: 'swap',
});
const latinFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2' },
  ],
  weight: '100 900',
  variable: '--dar-font-latin',
  display: 'swap',
});

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
  const locale = await localeParam(params);
  const { htmlLang, dir } = localeConfig[locale];
  return (
    <html lang={htmlLang} dir={dir} className={`${arabicFont.variable} ${latinFont.variable}`}>
      <body>
        <UiProvider locale={locale} messages={messagesFor(locale)}>
          {children}
        </UiProvider>
      </body>
    </html>
  );
}
