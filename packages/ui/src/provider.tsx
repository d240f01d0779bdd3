'use client';

import { localeConfig, type CompiledMessages, type Locale, type Messages } from '@dar/i18n';
import { DarIntlProvider } from '@dar/i18n/react';
import type { ComponentProps, ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface UiProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue (`messagesFor(locale)`, or `compiledMessagesFor(locale)` so the browser
   * needs no ICU parser), passed from the server so only one is sent.
   */
  messages: Messages | CompiledMessages;
  /**
   * The app's client-side router. Given, every `Link`, `LinkButton`, breadcrumb and tab link
   * navigates through it instead of reloading the page. In Next.js, from a client component:
   * `const router = useRouter(); <UiProvider navigate={(href, options) => router.push(href, options)}>`.
   */
  navigate?: RouterProviderProps['navigate'];
  /**
   * Turns a link's `href` into the address written in the page (a base path or locale prefix), so
   * the `href` shown and opened in a new tab matches where `navigate` goes.
   */
  useHref?: RouterProviderProps['useHref'];
  children: ReactNode;
}

/**
 * What every ui component needs above it: React Aria's locale (direction, built-in strings, date
 * and number formats), our ICU catalogue and, when given, the app's router. An app renders it once
 * at its root.
 */
export function UiProvider({ locale, messages, navigate, useHref, children }: UiProviderProps) {
  const content = (
    <I18nProvider locale={localeConfig[locale].intlLocale}>
      <DarIntlProvider locale={locale} messages={messages}>
        {children}
      </DarIntlProvider>
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
