import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { localeConfig, type Locale } from './config';
import type { CompiledMessages, Messages } from './messages';

export interface DarIntlProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue, passed in rather than imported here: a server layout hands over only
   * the current language's messages, so the browser never downloads both catalogues. Parsed ahead
   * (`compiledMessagesFor`), react-intl needs no ICU parser in the browser.
   */
  messages: Messages | CompiledMessages;
  children: ReactNode;
}

export function DarIntlProvider({ locale, messages, children }: DarIntlProviderProps) {
  return (
    <IntlProvider
      locale={localeConfig[locale].intlLocale}
      defaultLocale={localeConfig.ar.intlLocale}
      messages={messages}
    >
      {children}
    </IntlProvider>
  );
}

export { FormattedMessage, FormattedNumber, FormattedDate, useIntl } from 'react-intl';
