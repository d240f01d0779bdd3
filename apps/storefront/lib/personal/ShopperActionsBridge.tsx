'use client';

import type { Locale } from '@dar/i18n';
import { createShopperActionsSource, ShopperActionsProvider } from '@dar/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useShopperActionsValue } from './card-actions';

/**
 * The shopper's hearts, busy quick add and actions for the client leaves of the sections the
 * Server Components render (rails' cards, the buy box): their HTML is a guest's, cached for
 * everyone, and they fill in the shopper's own state from here once hydrated. Through a source
 * that stays the same (its changes reach the hydrated leaves only): a context value that changed
 * above a part still hydrating would make React drop that part's server HTML and render it afresh.
 */
export function ShopperActionsBridge({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const value = useShopperActionsValue(locale);
  const [source] = useState(() => createShopperActionsSource(value));
  useEffect(() => source.set(value), [source, value]);
  return <ShopperActionsProvider source={source}>{children}</ShopperActionsProvider>;
}
