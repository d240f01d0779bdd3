'use client';

import type { Locale, MessageKey } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { toastQueue, type ProductCardActions } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { signInHref } from '../catalogue/sign-in';
import { usePersonal, usePersonalActions, type PersonalResult } from './personal';

/** Sends a guest to sign in, and back here afterwards (spec §6: the wishlist needs a customer). */
export function useSignIn(locale: Locale): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(signInHref(locale, `${window.location.pathname}${window.location.search}`)),
    [router, locale],
  );
}

/** Tells the shopper how a call went: a short toast, an error in the page's language. */
export function useReport() {
  const intl = useIntl();
  return useCallback(
    (result: PersonalResult, success: MessageKey | null) => {
      if (result.ok) {
        if (success)
          toastQueue.add({ title: intl.formatMessage({ id: success }), tone: 'success' });
        return;
      }
      toastQueue.add({
        title: intl.formatMessage({ id: result.messageId }, result.values),
        tone: 'danger',
      });
    },
    [intl],
  );
}

/**
 * What a product card does, the same on every grid and rail: hearts and quick add for the
 * shopper, sign-in for a guest's heart. Until the Shop API has answered, a heart waits for the
 * answer rather than treat a customer as a guest.
 */
export function useCardActions(locale: Locale): ProductCardActions {
  const personal = usePersonal();
  const actions = usePersonalActions();
  const signIn = useSignIn(locale);
  const report = useReport();
  const isGuest = personal.status === 'ready' && !personal.signedIn;
  return useMemo(
    () => ({
      wishlistIds: personal.wishlistIds,
      isGuest,
      addingVariantId: personal.addingVariantId,
      onSignInRequired: signIn,
      onWishlistChange: (productId, inWishlist) => {
        void (async () => {
          if (!(await actions.isSignedIn())) return signIn();
          const result = await actions.toggleFavorite(productId, inWishlist);
          report(result, inWishlist ? 'personal.wishlist.added' : 'personal.wishlist.removed');
        })();
      },
      onQuickAdd: (variantId) => {
        void actions
          .addToCart(variantId, 1)
          .then((result) => report(result, 'personal.cart.added'));
      },
    }),
    [personal.wishlistIds, personal.addingVariantId, isGuest, signIn, actions, report],
  );
}
