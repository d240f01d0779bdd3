'use client';

import type { Locale, MessageKey } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { toastQueue, type ProductCardActions, type ShopperActions } from '@dar/ui';
import { usePathname } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { preloadSignIn, requestSignIn } from '../auth/login-popup';
import { preloadToasts } from '../shell/DeferredToastRegion';
import { productForms } from '../cart/forms';
import { usePersonal, usePersonalActions, type PersonalResult } from '@dar/commerce-hooks/personal';
import { withMessages, type LazyUnit } from '../lazy-messages';

/** Set once a guest has been offered to sign in for their cart: once a visit is enough. */
const CART_SIGN_IN_ASKED = 'dar.cartSignInAsked';

function askedThisVisit({ mark }: { mark: boolean }): boolean {
  try {
    if (window.sessionStorage.getItem(CART_SIGN_IN_ASKED)) return true;
    if (mark) window.sessionStorage.setItem(CART_SIGN_IN_ASKED, '1');
  } catch {
    // Storage refused (private mode, quota): asking again on each add would nag, so do not ask.
    return true;
  }
  return false;
}

/**
 * Asks a guest to sign in where they are (the login popup); `then` carries on with what they were
 * doing once they are signed in.
 */
export function useSignIn(locale: Locale): (then?: () => void) => void {
  return useCallback((then?: () => void) => requestSignIn({ locale, onSignedIn: then }), [locale]);
}

/**
 * Adds to the cart. A guest's first piece of the visit opens the login popup, which says the cart
 * is kept with an account and lets them carry on shopping; the piece is in the cart either way
 * (a guest's cart merges into the customer's on sign-in).
 */
export function useAddToCart(
  locale: Locale,
): (variantId: string, quantity: number) => Promise<PersonalResult> {
  const actions = usePersonalActions();
  const { status, signedIn } = usePersonal();
  const maybeGuest = status !== 'ready' || !signedIn;
  return useCallback(
    async (variantId: string, quantity: number) => {
      // What follows the answer (a toast; a guest's popup) loads while the Shop API answers.
      preloadToasts();
      if (maybeGuest && !askedThisVisit({ mark: false })) preloadSignIn();
      const result = await actions.addToCart(variantId, quantity);
      if (result.ok && !(await actions.isSignedIn()) && !askedThisVisit({ mark: true }))
        requestSignIn({ locale, reason: 'cart' });
      return result;
    },
    [actions, locale, maybeGuest],
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
 * Add to cart and the heart as plain form posts (lib/cart/forms.ts): what a press does before the
 * page's scripts have run, or with JavaScript off. A guest's heart comes back to this page once
 * they have signed in.
 */
export function useProductForms(locale: Locale) {
  // Null only in the Pages Router, which serves the error page alone (pages/_error.tsx).
  const pathname = usePathname() ?? '/';
  return useMemo(() => productForms(locale, pathname), [locale, pathname]);
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
  const addToCart = useAddToCart(locale);
  const report = useReport();
  const forms = useProductForms(locale);
  const isGuest = personal.status === 'ready' && !personal.signedIn;
  return useMemo(() => {
    const toggle = async (productId: string, inWishlist: boolean) => {
      preloadToasts();
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
        void addToCart(variantId, 1).then((result) => report(result, 'personal.cart.added'));
      },
      quickAddForm: forms.addToCart,
      wishlistForm: forms.wishlist,
    };
  }, [
    personal.wishlistIds,
    personal.addingVariantId,
    isGuest,
    signIn,
    actions,
    addToCart,
    report,
    forms,
  ]);
}

/**
 * What the client leaves of server-rendered parts read (`ShopperActionsProvider` of `@dar/ui`):
 * the cards' actions, and the buy box's add to cart, which answers with the stock left when the
 * shop had too few pieces and otherwise tells the shopper how it went; the wheel promotion's
 * check of where it stopped and its "Apply" (a refused code told here, with the server's reason),
 * and its dialog's messages, which come with its code (a lazy unit, lib/lazy-messages.tsx).
 */
export function useShopperActionsValue(locale: Locale): ShopperActions {
  const card = useCardActions(locale);
  const actions = usePersonalActions();
  const addToCart = useAddToCart(locale);
  const report = useReport();
  return useMemo(
    () => ({
      ...card,
      onAddToCart: async (variantId: string, quantity: number) => {
        const result = await addToCart(variantId, quantity);
        if (!result.ok && result.errorCode === 'INSUFFICIENT_STOCK_ERROR')
          return {
            insufficientStock: { quantityAvailable: Number(result.values.quantityAvailable ?? 0) },
          };
        report(result, 'personal.cart.added');
        return {};
      },
      onSelectPromotion: async (offerId: string) => {
        const result = await actions.selectPromotion(offerId);
        return result.ok ? { couponCode: result.couponCode, name: result.name } : null;
      },
      onApplyCoupon: async (couponCode: string) => {
        const result = await actions.applyCoupon(couponCode);
        report(result, null);
        return result.ok;
      },
      // @dar/ui names its lazy units; the scan (`dar-client-messages`) lists them all.
      withMessages: (unit, module, pick) => withMessages(unit as LazyUnit, module, pick),
    }),
    [card, actions, addToCart, report],
  );
}
