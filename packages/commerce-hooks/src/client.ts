import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import type { Locale } from '@dar/i18n';
import { SHOP_API_ACCEPT, shopApiUrl } from './shop-api';

export interface CreateShopClientOptions {
  locale: Locale;
  /** The storefront's own `/shop-api` in the browser; Next rewrites it to the commerce server. */
  endpoint?: string;
}

/**
 * The browser's Apollo client. The Vendure session travels in an HttpOnly cookie on the
 * storefront's origin, so requests go same-origin with credentials and no token is ever stored in
 * script-readable storage.
 */
export function createShopClient({ locale, endpoint = '/shop-api' }: CreateShopClientOptions) {
  return new ApolloClient({
    link: new HttpLink({
      uri: shopApiUrl(endpoint, locale),
      credentials: 'same-origin',
      headers: { accept: SHOP_API_ACCEPT },
    }),
    cache: new InMemoryCache(),
  });
}
