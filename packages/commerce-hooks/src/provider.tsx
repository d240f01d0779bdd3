import type { Locale } from '@dar/i18n';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { createShopClient, type CreateShopClientOptions, type ShopClient } from './client';

export interface ShopClientProviderProps extends Omit<CreateShopClientOptions, 'locale'> {
  locale: Locale;
  /**
   * A client made earlier with `createShopClient`, so two parts of a page (the header's counts and
   * a page's own hooks) share one cache; a new one is made when not given.
   */
  client?: ShopClient;
  children: ReactNode;
}

/** One Apollo client per page load for the hooks below it. */
export function ShopClientProvider({
  children,
  client: given,
  ...options
}: ShopClientProviderProps) {
  const [client] = useState(() => given ?? createShopClient(options));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
