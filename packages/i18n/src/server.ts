import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { localeConfig, type Locale } from './config';
import { messagesFor } from './messages';

// One cache per process: formatters are expensive to build and safe to share between requests.
const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** An intl object for Server Components and route handlers, which cannot use React context. */
export function getIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale: localeConfig[locale].intlLocale,
        defaultLocale: localeConfig.ar.intlLocale,
        messages: messagesFor(locale),
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}
