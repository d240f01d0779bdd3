import { Children, createContext, useContext, useMemo, type ReactNode } from 'react';
import { createClientIntl, type ClientIntl, type MessageValues } from './client-intl';
import type { Locale } from './config';
import type { CompiledMessages } from './messages';

export type { ClientIntl } from './client-intl';

export interface DarIntlProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue, compiled (`compiledMessagesFor(locale)` from '@dar/i18n/server', or
   * the module '@dar/i18n/compiled/<locale>'), passed in rather than imported here: a server layout
   * hands over only the current language's messages, so the browser never downloads both.
   */
  messages: CompiledMessages;
  children: ReactNode;
}

const IntlContext = createContext<ClientIntl | null>(null);

// Parts with React nodes get keys, as react-intl gives them.
const toNodes = (parts: unknown[]) => Children.toArray(parts as ReactNode[]);

/**
 * The catalogue for the client components below, formatted by `createClientIntl` (the same results
 * as react-intl's, without react-intl in the browser's bundle).
 */
export function DarIntlProvider({ locale, messages, children }: DarIntlProviderProps) {
  const intl = useMemo(() => createClientIntl(locale, messages, { toNodes }), [locale, messages]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

/** The intl object of the nearest `DarIntlProvider` (`UiProvider` renders one). */
export function useIntl(): ClientIntl {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs a DarIntlProvider (or UiProvider) above it.');
  return intl;
}

/** A message as a component, for the few places a hook is awkward. */
export function FormattedMessage({ id, values }: { id: string; values?: MessageValues }) {
  return <>{useIntl().formatMessage({ id }, values as never)}</>;
}
