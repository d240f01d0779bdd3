'use client';

import type { Locale, MessageKey } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { toastQueue, type ProductCardActions } from '@dar/ui';
import { useCallback, useMemo } from 'react';
import { requestSignIn } from '../auth/login-popup';
import { usePersonal, usePersonalActions, type PersonalResult } from './personal';

/**
 * Asks a guest to sign in where they are (the login popup); `then` carries on with what they were
 * doing once they are signed in.
 */
export function useSignIn(locale: Locale): (then?: () => void) => void {
  return useCallback((then?: () => void) => requestSignIn({ locale, onSignedIn: then }), [locale]);
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
  return useMemo(() => {
    const toggle = async (productId: string, inWishlist: boolean) => {
      const result = await actions.toggleFavorite(productId, inWishlist);
      report(result, inWishlist ? 'personal.wishlist.added' : 'personal.wishlist.removed');
    };
    return {
      wishlistIds: personal.wishlistIds,
      isGuest,
      addingVariantId: personal.addingVariantId,
      // Signed in from the popup, the heart the guest pressed is pressed for them.
      onSignInRequired: (productId: string) => signIn(() => void toggle(productId, true)),
      onWishlistChange: (productId: string, inWishlist: boolean) => {
        void (async () => {
          if (!(await actions.isSignedIn()))
            return signIn(() => void toggle(productId, inWishlist));
          await toggle(productId, inWishlist);
        })();
      },
      onQuickAdd: (variantId) => {
        void actions
          .addToCart(variantId, 1)
          .then((result) => report(result, 'personal.cart.added'));
      },
    };
  }, [personal.wishlistIds, personal.addingVariantId, isGuest, signIn, actions, report]);
}
