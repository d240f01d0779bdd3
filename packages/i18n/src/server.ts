import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createElement, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl/server';
import { isLocale, localeConfig, locales, type Locale } from './config';
import { messagesFor, type CompiledMessages, type MessageKey } from './messages';
// The built client entry (tsup.config.ts keeps this import as it is): `ScopeMessages` renders its
// provider as a client reference, the same module the app's client components import.
import { DarIntlMessages } from './react';

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
      Object.entries(messagesFor(locale)).map(([key, text]) => [key, compile(text, options)]),
    ) as CompiledMessages;
    compiled.set(locale, messages);
  }
  return messages;
}

/** A message's AST, or its text when that is all it is (a single literal). */
function compile(text: string, options: { locale: Intl.Locale }): MessageFormatElement[] | string {
  const elements = parse(text, options);
  const only = elements.length === 1 ? elements[0] : undefined;
  return only?.type === TYPE.literal ? only.value : elements;
}

/** A generated file's ids (`dar-client-messages`): each scope's, `root` among them. */
type ScopeIds = { readonly root: readonly string[] } & Readonly<Record<string, readonly string[]>>;

/**
 * The server side of an app's client messages by scope, from its generated `clientMessageIds`
 * (README, "Only the messages a page's client components use"): the root layout hands its
 * provider `rootMessages(locale)`; a layout or page with words of its own wraps its children in
 * `<ScopeMessages locale={locale} scope="account">`, which adds that scope's ids below the root's.
 */
export function clientMessageScopes<Ids extends ScopeIds>(clientMessageIds: Ids) {
  const rootMessages = (locale: Locale) => compiledMessagesFor(locale, clientMessageIds.root);
  function ScopeMessages({
    locale,
    scope,
    children,
  }: {
    locale: Locale;
    scope: Exclude<keyof Ids & string, 'root'>;
    children: ReactNode;
  }) {
    const messages = compiledMessagesFor(locale, clientMessageIds[scope]!);
    return createElement(DarIntlMessages, { messages, children });
  }
  return { rootMessages, ScopeMessages };
}

/** The `{ locale, unit }` of every language and lazy unit: a static route's params. */
export function lazyUnitParams(lazyMessageIds: Readonly<Record<string, readonly string[]>>) {
  return locales.flatMap((locale) => Object.keys(lazyMessageIds).map((unit) => ({ locale, unit })));
}

/**
 * The answer of an app's route for a lazy unit's messages (`createLazyMessages`'s `url`): the
 * unit's own ids in the language, compiled, as JSON a browser may keep an hour (they change only
 * with a new build); a 404 for a language or unit there is none of.
 */
export function lazyUnitMessages(
  locale: string,
  unit: string,
  lazyMessageIds: Readonly<Record<string, readonly string[]>>,
): Response {
  if (!isLocale(locale) || !Object.hasOwn(lazyMessageIds, unit)) {
    return Response.json({ error: 'no such messages' }, { status: 404 });
  }
  return Response.json(compiledMessagesFor(locale, lazyMessageIds[unit]!), {
    headers: { 'cache-control': 'public, max-age=3600' },
  });
}
