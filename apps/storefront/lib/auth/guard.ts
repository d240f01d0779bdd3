import { getActiveCustomer } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale } from '@dar/i18n';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInHref } from '../catalogue/sign-in';

/**
 * The auth guard of a page that needs a customer (docs/product-spec.md §6): the shopper's cookie goes to the Shop
 * API; a guest is sent to sign in with the way back to `path`. Reading cookies makes the page
 * personal: never cached, never shared.
 */
export async function requireCustomer(locale: Locale, path: string) {
  const customer = await currentCustomer(locale);
  if (!customer) redirect(signInHref(locale, localizedPath(path, locale)));
  return customer;
}

/**
 * The Cookie header as the browser sent it, for the Shop API: `cookies().toString()` re-encodes
 * the values, which breaks the session cookie's signature.
 */
export async function requestCookie(): Promise<string> {
  return (await headers()).get('cookie') ?? '';
}

/** The signed-in customer of this request, or null for a guest. */
export async function currentCustomer(locale: Locale) {
  const cookie = await requestCookie();
  return cookie ? await getActiveCustomer(locale, cookie) : null;
}

export { returnPath } from './return-path';
