import { parse } from '@formatjs/icu-messageformat-parser';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { localeConfig, type Locale } from './config';
import { messagesFor, type CompiledMessages, type MessageKey } from './messages';

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

const compiled = new Map<Locale, CompiledMessages>();

/**
 * The locale's catalogue with every message already parsed (ICU text to react-intl's AST), for the
 * browser: an app that hands these to its provider can leave react-intl's ICU parser out of its
 * client bundle (react-intl formats ASTs as they are; see the storefront's next.config.ts). Parsed
 * the way react-intl would parse the text (the locale's date skeletons, tags kept), once per
 * process, so a key added to a catalogue needs nothing more.
 */
export function compiledMessagesFor(locale: Locale): CompiledMessages;
/**
 * Only `ids` of the locale's compiled catalogue: what a page's client components use, so the
 * browser is not sent the whole catalogue with every document (`DarIntlMessages` adds a layout's
 * own below the root's). An id the catalogue lacks is left out.
 */
export function compiledMessagesFor(
  locale: Locale,
  ids: readonly string[],
): Partial<CompiledMessages>;
export function compiledMessagesFor(
  locale: Locale,
  ids?: readonly string[],
): Partial<CompiledMessages> {
  const all = allCompiled(locale);
  if (!ids) return all;
  const catalogue = all as Readonly<Record<string, CompiledMessages[MessageKey]>>;
  return Object.fromEntries(
    ids.filter((id) => Object.hasOwn(catalogue, id)).map((id) => [id, catalogue[id]]),
  ) as Partial<CompiledMessages>;
}

function allCompiled(locale: Locale): CompiledMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    const options = { locale: new Intl.Locale(localeConfig[locale].intlLocale) };
    messages = Object.fromEntries(
      Object.entries(messagesFor(locale)).map(([key, text]) => [key, parse(text, options)]),
    ) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}
