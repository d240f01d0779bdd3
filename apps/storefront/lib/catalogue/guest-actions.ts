'use client';

import type { Locale } from '@dar/i18n';
import type { ProductCardActions } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { signInHref } from './sign-in';

/**
 * What a guest can do from a product card until the wishlist and cart hooks are wired (issue 11):
 * the heart asks to sign in, and brings the shopper back here afterwards.
 */
export function useGuestCardActions(locale: Locale): ProductCardActions & { signIn: () => void } {
  const router = useRouter();
  const signIn = () =>
    router.push(signInHref(locale, `${window.location.pathname}${window.location.search}`));
  return { isGuest: true, onSignInRequired: signIn, signIn };
}
