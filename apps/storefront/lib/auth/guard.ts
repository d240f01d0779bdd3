import { getActiveCustomer } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale } from '@dar/i18n';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInHref } from '../catalogue/sign-in';

/**
 * The auth guard of a page that needs a customer (spec §6): the shopper's cookie goes to the Shop
 * API; a guest is sent to sign in with the way back to `path`. Reading cookies makes the page
 * personal: never cached, never shared.
 */
export async function requireCustomer(locale: Locale, path: string) {
  // The Cookie header as the browser sent it: `cookies().toString()` re-encodes the values, which
  // breaks the session cookie's signature.
  const cookie = (await headers()).get('cookie') ?? '';
  const customer = cookie ? await getActiveCustomer(locale, cookie) : null;
  if (!customer) redirect(signInHref(locale, localizedPath(path, locale)));
  return customer;
}
