import { Children, createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createClientIntl, type ClientIntl, type MessageValues } from './client-intl';
import type { Locale } from './config';
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
