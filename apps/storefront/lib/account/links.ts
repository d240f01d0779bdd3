import type { OrderPaths } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import type { AccountLinks, AccountPage } from '@dar/ui';
import { productPath } from '../paths';

/** The account's pages in the page's language (docs/product-spec.md §2). */
export function accountLinks(locale: Locale): AccountLinks {
  return {
    overview: localizedPath('/profile', locale),
    addresses: localizedPath('/profile/addresses', locale),
    orders: localizedPath('/profile/orders', locale),
    password: localizedPath('/profile/password', locale),
  };
}

export function orderHref(locale: Locale, code: string): string {
  return localizedPath(`/profile/orders/${encodeURIComponent(code)}`, locale);
}

/** The order mappers' links (`toOrderCard`, `toOrderDetails`) in the page's language. */
export function orderPaths(locale: Locale): OrderPaths {
  return {
    order: (code) => orderHref(locale, code),
    product: (slug) => localizedPath(productPath(slug), locale),
  };
}

/** The account page a path belongs to (an order's details are the orders' page). */
export function accountPageOf(pathname: string): AccountPage {
  const rest = pathname.replace(/^\/en(?=\/|$)/, '').replace(/^\/profile/, '');
  if (rest.startsWith('/addresses')) return 'addresses';
  if (rest.startsWith('/orders')) return 'orders';
  if (rest.startsWith('/password')) return 'password';
  return 'overview';
}
