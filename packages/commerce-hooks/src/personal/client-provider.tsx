import type { Locale } from '@dar/i18n';
import { useEffect, useState, type ReactNode } from 'react';
import { createShopClient, type ShopClient } from '../client';
import { ShopClientProvider } from '../provider';
import { usePersonalStore } from './provider';

/**
 * The Shop API client from the first render, for pages whose forms are the shopper's own (the
 * account, sign-up, codes, password reset): their views use `@dar/commerce-hooks`' hooks as they
 * are. It is the page's one Apollo client: the personal store keeps it, and its live chunk (the
 * header's counts, the hearts) is loaded at once and uses it too. Catalogue pages never render this,
 * so their first load stays without Apollo: it is exported from the main (Apollo) entry, not from
 * `/personal`.
 */
export function PersonalClientProvider({
  locale,
  children,
}: {
  locale: Locale;
  children: ReactNode;
}) {
  const store = usePersonalStore();
  const [client] = useState(() => store.adopt(() => createShopClient({ locale })) as ShopClient);
  // The live chunk's queries (signed in, counts, hearts) on the same client: a sign-in or an
  // email change here reads them again with the rest of the store.
  useEffect(() => store.want(), [store]);
  return (
    <ShopClientProvider locale={locale} client={client}>
      {children}
    </ShopClientProvider>
  );
}
