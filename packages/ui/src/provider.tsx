import { localeConfig, type Locale, type Messages } from '@dar/i18n';
import { DarIntlProvider } from '@dar/i18n/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

export interface UiProviderProps {
  locale: Locale;
  /** The locale's catalogue (`messagesFor(locale)`), passed from the server so only one is sent. */
  messages: Messages;
  children: ReactNode;
}

/**
 * What every ui component needs above it: React Aria's locale (direction, built-in strings, date
 * and number formats) and our ICU catalogue. An app renders it once at its root.
 */
export function UiProvider({ locale, messages, children }: UiProviderProps) {
  return (
    <I18nProvider locale={localeConfig[locale].intlLocale}>
      <DarIntlProvider locale={locale} messages={messages}>
        {children}
      </DarIntlProvider>
    </I18nProvider>
  );
}
