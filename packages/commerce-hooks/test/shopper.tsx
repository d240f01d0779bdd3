import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { inject } from 'vitest';
import { createShopClient } from '../src/client';
import { cookieFetch, createCustomer, signIn } from './shop-session';

/**
 * A shopper's browser for hook tests: its own cookie jar, optionally a new signed-in customer,
 * and an Apollo client on the test's commerce server in the given language.
 */
export async function startShopper(locale: 'ar' | 'en', { signedIn = false } = {}) {
  const commerceUrl = inject('commerceUrl');
  const shopperFetch = cookieFetch();
  const customer = signedIn ? await createCustomer(commerceUrl) : null;
  if (customer) await signIn(commerceUrl, shopperFetch, customer);
  const client = createShopClient({
    locale,
    endpoint: `${commerceUrl}/shop-api`,
    fetch: shopperFetch,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return { commerceUrl, client, wrapper, customer, shopperFetch };
}
