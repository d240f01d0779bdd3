'use client';

import { isLocale, type Locale } from '@dar/i18n';
import { DarIntlMessages } from '@dar/i18n/react';
import type { CompiledMessages } from '@dar/i18n';
import type { ComponentType } from 'react';
import type { lazyMessageIds } from './client-messages.generated';

/*
 * Code the browser loads on first use (the cart drawer, the search overlay, the sign-in popup, the
 * wheel's dialog, the toasts) brings its own messages: they are not in every page's HTML. A lazy
 * unit is loaded as `withMessages('Unit', import('./Unit'), pick)`; scripts/client-messages.mjs
 * finds the ids the unit's modules use beyond the root's (`lazyMessageIds`), and
 * app/api/messages/[locale]/[unit] serves them compiled, made at build time. The component `pick`
 * chooses renders inside `DarIntlMessages` with them, and is returned once both the code and the
 * messages are in, so it never shows an id.
 */

export type LazyUnit = keyof typeof lazyMessageIds;

const loaded = new Map<string, Promise<Partial<CompiledMessages>>>();

/** The page's language, from `<html lang>` (lib/document.tsx writes the locale there). */
function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : 'ar';
}

/** A unit's messages in the page's language: fetched once per page, again after a failure. */
export function unitMessages(unit: LazyUnit): Promise<Partial<CompiledMessages>> {
  const url = `/api/messages/${pageLocale()}/${unit}`;
  let messages = loaded.get(url);
  if (!messages) {
    messages = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<Partial<CompiledMessages>>;
    });
    messages.catch(() => loaded.delete(url));
    loaded.set(url, messages);
  }
  return messages;
}

/**
 * The component `pick` chooses from a lazily loaded module, rendering inside its unit's messages.
 * It resolves once the module and the messages are in (and rejects, as a failed `import()` does,
 * when either fails: the caller retries as it would a chunk that did not load).
 */
export async function withMessages<M, P extends object>(
  unit: LazyUnit,
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
