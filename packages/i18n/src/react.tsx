import {
  Children,
  createContext,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { createClientIntl, type ClientIntl, type MessageValues } from './client-intl';
import { isLocale, type Locale } from './config';
import type { CompiledMessages } from './messages';

export type { ClientIntl } from './client-intl';

export interface DarIntlProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue, compiled (`compiledMessagesFor(locale)` from '@dar/i18n/server', or
   * the module '@dar/i18n/compiled/<locale>'), passed in rather than imported here: a server layout
   * hands over only the current language's messages, so the browser never downloads both. It may
   * be a part of the catalogue (`compiledMessagesFor(locale, ids)`): the messages the components
   * below use, with `DarIntlMessages` adding a part's own further down.
   */
  messages: Partial<CompiledMessages>;
  children: ReactNode;
}

/** The formatter, and the locale and catalogue it was made from (for `DarIntlMessages`). */
interface IntlValue {
  intl: ClientIntl;
  locale: Locale;
  messages: Partial<CompiledMessages>;
}

const IntlContext = createContext<IntlValue | null>(null);

// Parts with React nodes get keys, as react-intl gives them.
const toNodes = (parts: unknown[]) => Children.toArray(parts as ReactNode[]);

/**
 * The catalogue for the client components below, formatted by `createClientIntl` (the same results
 * as react-intl's, without react-intl in the browser's bundle).
 */
export function DarIntlProvider({ locale, messages, children }: DarIntlProviderProps) {
  const value = useMemo(
    () => ({ intl: createClientIntl(locale, messages, { toNodes }), locale, messages }),
    [locale, messages],
  );
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/**
 * Adds `messages` (the same locale's, compiled) to the nearest provider's catalogue for the
 * components below: a layout whose client components use messages the rest of the site does not
 * (the account's, the checkout's) hands the browser those there, and no other page carries them.
 * The messages given first are kept: a server layout sends its props again as new objects on a
 * router refresh, and a new catalogue would re-render every component that formats a message
 * (they change only with the language, which loads a new document).
 */
export function DarIntlMessages({
  messages,
  children,
}: {
  messages: Partial<CompiledMessages>;
  children: ReactNode;
}) {
  const parent = useContext(IntlContext);
  if (!parent) throw new Error('DarIntlMessages needs a DarIntlProvider (or UiProvider) above it.');
  const [added] = useState(messages);
  const value = useMemo(() => {
    const merged = { ...parent.messages, ...added };
    return {
      intl: createClientIntl(parent.locale, merged, { toNodes }),
      locale: parent.locale,
      messages: merged,
    };
  }, [parent, added]);
  return <IntlContext.Provider value={value}>{children}</IntlContext.Provider>;
}

/** The intl object of the nearest `DarIntlProvider` (`UiProvider` renders one). */
export function useIntl(): ClientIntl {
  const value = useContext(IntlContext);
  if (!value) throw new Error('useIntl needs a DarIntlProvider (or UiProvider) above it.');
  return value.intl;
}

/** A message as a component, for the few places a hook is awkward. */
export function FormattedMessage({ id, values }: { id: string; values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id }, values as never)}</>;
}

export interface LazyMessagesOptions {
  /** Where the app serves a unit's compiled messages (`lazyUnitMessages` of '@dar/i18n/server'). */
  url: (locale: Locale, unit: string) => string;
  /** The page's language: `<html lang>` (as `htmlAttributes` writes it) when not given. */
  locale?: () => Locale;
}

/** The page's language, from `<html lang>`; Arabic when it is none of ours. */
function htmlLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'ar';
}

/**
 * Code the browser loads on first use (a drawer, an overlay, a dialog) that brings its own
 * messages, so they are not in every page's HTML. A lazy unit is loaded as
 * `withMessages('Unit', import('./Unit'), pick)`; `dar-client-messages` finds the ids the unit's
 * modules use beyond the root's (`lazyMessageIds`, whose keys type `Unit`) and the app's route
 * serves them compiled at `url(locale, unit)`. The component `pick` chooses renders inside
 * `DarIntlMessages` with them, and is returned once both the code and the messages are in, so it
 * never shows an id.
 */
export function createLazyMessages<Unit extends string>({
  url,
  locale = htmlLocale,
}: LazyMessagesOptions) {
  const loaded = new Map<string, Promise<Partial<CompiledMessages>>>();

  /** A unit's messages in the page's language: fetched once per page, again after a failure. */
  function unitMessages(unit: Unit): Promise<Partial<CompiledMessages>> {
    const address = url(locale(), unit);
    let messages = loaded.get(address);
    if (!messages) {
      messages = fetch(address).then((response) => {
        if (!response.ok) throw new Error(`${address} answered ${response.status}`);
        return response.json() as Promise<Partial<CompiledMessages>>;
      });
      messages.catch(() => loaded.delete(address));
      loaded.set(address, messages);
    }
    return messages;
  }

  /**
   * The component `pick` chooses from a lazily loaded module, rendering inside its unit's
   * messages. It resolves once the module and the messages are in (and rejects, as a failed
   * `import()` does, when either fails: the caller retries as it would a chunk that did not load).
   */
  async function withMessages<M, P extends object>(
    unit: Unit,
    module: Promise<M>,
    pick: (module: M) => ComponentType<P>,
  ): Promise<ComponentType<P>> {
    const [loadedModule, messages] = await Promise.all([module, unitMessages(unit)]);
    const Component = pick(loadedModule);
    function WithUnitMessages(props: P) {
      return (
        <DarIntlMessages messages={messages}>
          <Component {...props} />
        </DarIntlMessages>
      );
    }
    WithUnitMessages.displayName = `WithMessages(${unit})`;
    return WithUnitMessages;
  }

  return { unitMessages, withMessages };
}
