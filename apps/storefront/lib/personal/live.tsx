'use client';

import {
  createShopClient,
  SelectedPromotionDocument,
  ShopClientProvider,
  useAddToCart,
  useApplyCoupon,
  useCartCount,
  useLogin,
  useLogout,
  useMe,
  useRecordProductView,
  useToggleFavorite,
  useWishlistIds,
  type ShopClient,
} from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PersonalActions, PersonalResult, PersonalStore } from './personal';

const done = (outcome: { ok: boolean } & object): PersonalResult =>
  outcome.ok ? { ok: true } : (outcome as Extract<PersonalResult, { ok: false }>);

/** Runs the hooks and hands their answers and calls to the page's personal store. */
function Bridge({ store, client }: { store: PersonalStore; client: ShopClient }) {
  const me = useMe();
  const { ids } = useWishlistIds();
  const { count } = useCartCount();
  const [toggle] = useToggleFavorite();
  const [add] = useAddToCart();
  const [record] = useRecordProductView();
  const [apply] = useApplyCoupon();
  const [login] = useLogin();
  const [logout] = useLogout();

  // A guest's `me` is null; until the first answer (or a failed call) the page stays "pending".
  const answered = me.data !== undefined || me.error !== undefined;
  useEffect(() => {
    store.set({
      status: answered ? 'ready' : 'pending',
      signedIn: Boolean(me.data?.me),
      wishlistIds: ids,
      cartCount: count,
    });
  }, [store, answered, me.data, ids, count]);

  // The calls change identity only if Apollo's do; the store keeps one object that reads them here.
  const calls = useRef({ toggle, add, record, apply, login, logout });
  useLayoutEffect(() => {
    calls.current = { toggle, add, record, apply, login, logout };
  });
  useEffect(() => {
    if (!answered) return;
    const actions: PersonalActions = {
      toggleFavorite: async (productId, inWishlist) =>
        done(await calls.current.toggle(productId, !inWishlist)),
      addToCart: async (variantId, quantity) => {
        store.set({ addingVariantId: variantId });
        try {
          return done(await calls.current.add({ productVariantId: variantId, quantity }));
        } finally {
          store.set({ addingVariantId: null });
        }
      },
      recordView: (productId) => {
        void calls.current.record({ productId });
      },
      applyCoupon: async (couponCode) => done(await calls.current.apply({ couponCode })),
      signIn: async (username, password, rememberMe) =>
        done(await calls.current.login({ username, password, rememberMe })),
      signOut: async () => done(await calls.current.logout()),
      selectPromotion: async (id) => {
        try {
          const { data } = await client.query({
            query: SelectedPromotionDocument,
            variables: { id },
            // Checked for this shopper now: never an earlier answer.
            fetchPolicy: 'no-cache',
          });
          const result = data?.selectedPromotion;
          if (result?.__typename === 'SelectedPromotion') {
            return { ok: true, name: result.name, couponCode: result.couponCode };
          }
          return {
            ok: false,
            reason:
              result?.__typename === 'WheelPromotionUnavailableError' ? result.reason : 'UNKNOWN',
          };
        } catch {
          return { ok: false, reason: 'UNKNOWN' };
        }
      },
    };
    store.publish(actions, client);
  }, [store, client, answered]);
  return null;
}

/**
 * The Shop API in the browser: one Apollo client for the page's life, shared with pages whose
 * content is personal (`WithShopClient`). A chunk of its own, loaded when the browser is idle.
 */
export function LivePersonal({ locale, store }: { locale: Locale; store: PersonalStore }) {
  const [client] = useState(() => createShopClient({ locale }));
  return (
    <ShopClientProvider locale={locale} client={client}>
      <Bridge store={store} client={client} />
    </ShopClientProvider>
  );
}
