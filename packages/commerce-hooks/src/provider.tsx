import type { Locale } from '@dar/i18n';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { createShopClient, type CreateShopClientOptions } from './client';

export interface ShopClientProviderProps extends Omit<CreateShopClientOptions, 'locale'> {
  locale: Locale;
  children: ReactNode;
}

/** One Apollo client per page load for the hooks below it. */
export function ShopClientProvider({ children, ...options }: ShopClientProviderProps) {
  const [client] = useState(() => createShopClient(options));
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
