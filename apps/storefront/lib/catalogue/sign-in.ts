import { localizedPath, type Locale } from '@dar/i18n';
import { returnPath } from '../auth/return-path';

/**
 * The sign-in page with the way back to where the guest was (docs/product-spec.md §6: the wishlist needs a
 * customer). Only a path on this site is carried, never another origin.
 */
export function signInHref(locale: Locale, returnTo: string): string {
  const safe = returnPath(returnTo, '/');
  return `${localizedPath('/auth', locale)}?${new URLSearchParams({ redirect: safe })}`;
}
