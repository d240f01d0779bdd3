import type { Locale } from '@dar/i18n';
import { DarIntlMessages } from '@dar/i18n/react';
import { compiledMessagesFor } from '@dar/i18n/server';
import type { ReactNode } from 'react';
import { clientMessageIds } from './client-messages.generated';

/*
 * The messages the browser gets, by part of the site. The root layout hands the client components
 * only the ids they use on every page (`rootClientMessages`); the account, checkout, auth and
 * product layouts add their own with `ScopeMessages`. The ids are found by scanning the client
 * modules each part's routes load (scripts/client-messages.mjs, which says how, and writes
 * client-messages.generated.ts); client-messages.test.ts fails when one is missing, which would
 * otherwise show as its id.
 */

export type MessageScope = Exclude<keyof typeof clientMessageIds, 'root'>;

/** The compiled messages client components on every page use (lib/document.tsx). */
export function rootClientMessages(locale: Locale) {
  return compiledMessagesFor(locale, clientMessageIds.root);
}

/** A layout's own client messages, added to the root's for the pages below it. */
export function ScopeMessages({
  locale,
  scope,
  children,
}: {
  locale: Locale;
  scope: MessageScope;
  children: ReactNode;
}) {
  return (
    <DarIntlMessages messages={compiledMessagesFor(locale, clientMessageIds[scope])}>
      {children}
    </DarIntlMessages>
  );
}
