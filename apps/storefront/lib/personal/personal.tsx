'use client';

import type { ShopFailure } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import dynamic from 'next/dynamic';
import { whenIdle } from '../idle';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

/**
 * The shopper's own state: signed in or not, the wishlist's hearts, the cart's count. Never in the
 * cached HTML (ARCHITECTURE: data flow 4): the server renders a guest with an empty cart, and the
 * browser fills it in after hydration.
 */
export interface PersonalSnapshot {
  /** `pending` until the Shop API has answered; the server's HTML is always `pending`. */
  status: 'pending' | 'ready';
  signedIn: boolean;
  wishlistIds: ReadonlySet<string>;
  cartCount: number;
  /** The variant being added to the cart right now, for its button's busy state. */
  addingVariantId: string | null;
}

/** What went wrong, or nothing. A failure carries its message id for the page's language. */
export type PersonalResult = { ok: true } | ShopFailure;

/**
 * The Shop API calls the catalogue pages make, once the client has loaded (`live.tsx`): the
 * Apollo client, GraphQL and the hooks are a separate chunk, fetched once the shopper acts (see
 * `Live`), so a catalogue page's first load carries none of them.
 */
export interface PersonalActions {
  toggleFavorite(productId: string, inWishlist: boolean): Promise<PersonalResult>;
  addToCart(variantId: string, quantity: number): Promise<PersonalResult>;
  applyCoupon(code: string): Promise<PersonalResult>;
  /** The wheel stopped on `wheelPromotionId`: its coupon, checked again for this shopper. */
  selectPromotion(wheelPromotionId: string): Promise<PromotionResult>;
  /**
   * Native sign-in; on success every personal answer is read again (the guest's cart is merged
   * into the customer's by the commerce server).
   */
  signIn(email: string, password: string, rememberMe: boolean): Promise<PersonalResult>;
  /** Ends the session; like signing in, every personal answer is read again (a guest's). */
  signOut(): Promise<PersonalResult>;
}

export type PromotionResult =
  | { ok: true; name: string; couponCode: string }
  | { ok: false; reason: 'NOT_AVAILABLE' | 'ENDED' | 'USED_UP' | 'UNKNOWN' };

/** The calls, and whether the shopper is signed in, known once the Shop API has answered. */
export interface PersonalCalls extends PersonalActions {
  isSignedIn(): Promise<boolean>;
  /** Counts a product view for "most watched"; fire and forget, without the live chunk. */
  recordView(productId: string): void;
}

/** The Apollo client the live chunk made, for pages whose whole content is personal (wishlist). */
export type LiveClient = unknown;

export interface PersonalStore {
  get(): PersonalSnapshot;
  subscribe(listener: () => void): () => void;
  set(next: Partial<PersonalSnapshot>): void;
  /** Resolves once the live chunk has loaded, the Shop API has said who the shopper is, and the
   * calls are published. */
  actions(): Promise<PersonalActions>;
  /** Called by the live chunk. */
  publish(actions: PersonalActions, client: LiveClient): void;
  client(): LiveClient | null;
  /**
   * The page's Apollo client, made now by `make` unless there is one: a page whose forms are the
   * shopper's own (`PersonalClientProvider`) needs it at its first render, and the live chunk
   * then uses the same client rather than a second one.
   */
  adopt(make: () => LiveClient): LiveClient;
  /** Whether the live chunk has published its calls (its hooks own the snapshot from then on). */
  isLive(): boolean;
  /** The live chunk is needed: the shopper acts, or a part of the page needs the Apollo client. */
  want(): void;
  wanted(): boolean;
  /** Counts a product view for "most watched" without the live chunk; fire and forget. */
  recordView(productId: string): void;
}

const INITIAL: PersonalSnapshot = {
  status: 'pending',
  signedIn: false,
  wishlistIds: new Set(),
  cartCount: 0,
  addingVariantId: null,
};

/** The shopper's state and a view count without Apollo (`@dar/commerce-hooks/shopper`). */
const loadShopper = () => import('@dar/commerce-hooks/shopper');

export function createPersonalStore(locale: Locale): PersonalStore {
  let snapshot = INITIAL;
  let liveClient: LiveClient | null = null;
  let live = false;
  let wanted = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let resolveActions: (actions: PersonalActions) => void = () => undefined;
  const ready = new Promise<PersonalActions>((resolve) => {
    resolveActions = resolve;
  });
  const want = () => {
    if (wanted) return;
    wanted = true;
    notify();
  };
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      snapshot = { ...snapshot, ...next };
      notify();
    },
    actions: () => {
      want();
      return ready;
    },
    publish(actions, client) {
      liveClient = client;
      live = true;
      resolveActions(actions);
      notify();
    },
    client: () => liveClient,
    // Called while rendering: no listener is told (React forbids updating another component
    // then); a component reading `client()` afterwards sees it, as React checks a store's snapshot
    // again before committing.
    adopt(make) {
      liveClient ??= make();
      return liveClient;
    },
    isLive: () => live,
    want,
    wanted: () => wanted,
    recordView(productId) {
      void loadShopper()
        .then(({ recordProductView }) => recordProductView({ locale }, productId))
        .catch(() => undefined);
    },
  };
}

const PersonalContext = createContext<PersonalStore | null>(null);

/**
 * The live chunk: Apollo, the documents and the hooks. Loaded in the browser only, and only once
 * it is wanted: the shopper's first press or key anywhere (an action may follow), a call that
 * needs it, or a part of the page that shows content through the Apollo client (cart, wishlist,
 * account). Until then the shopper's state comes from `readShopper` (a few KB, no Apollo), read
 * when the browser is idle: a catalogue page that is only looked at never loads Apollo.
 */
const Live = dynamic(() => import('./live').then((module) => module.LivePersonal), {
  ssr: false,
});

/** Reads the shopper's state without Apollo, unless the live chunk has answered already. */
async function readFirst(store: PersonalStore, locale: Locale): Promise<void> {
  try {
    const { readShopper } = await loadShopper();
    const state = await readShopper({ locale });
    if (store.isLive()) return;
    store.set({
      status: 'ready',
      signedIn: state.signedIn,
      wishlistIds: new Set(state.wishlistIds),
      cartCount: state.cartCount,
    });
  } catch {
    // As the live chunk does when the Shop API fails: a guest with an empty cart, not "pending"
    // for ever. The live chunk asks again when it is wanted.
    if (!store.isLive()) store.set({ status: 'ready' });
  }
}

/**
 * The shopper's own state for the page: read once the browser is idle, and live (the Apollo
 * client) from the shopper's first press, key or touch.
 */
export function PersonalProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [store] = useState(() => createPersonalStore(locale));
  const wanted = useSyncExternalStore(store.subscribe, store.wanted, () => false);
  useEffect(
    () =>
      whenIdle(() => {
        if (!store.wanted()) void readFirst(store, locale);
      }),
    [store, locale],
  );
  useEffect(() => {
    const types = ['pointerdown', 'touchstart', 'keydown'] as const;
    const onInput = () => store.want();
    for (const type of types) {
      window.addEventListener(type, onInput, { capture: true, passive: true, once: true });
    }
    return () => {
      for (const type of types) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [store]);
  return (
    <PersonalContext.Provider value={store}>
      {children}
      {wanted && <Live locale={locale} store={store} />}
    </PersonalContext.Provider>
  );
}

export function usePersonalStore(): PersonalStore {
  const store = useContext(PersonalContext);
  if (!store) throw new Error('usePersonal needs a PersonalProvider (lib/document.tsx) above it.');
  return store;
}

/** The shopper's state; a guest with an empty cart until the Shop API answers. */
export function usePersonal(): PersonalSnapshot {
  const store = usePersonalStore();
  return useSyncExternalStore(store.subscribe, store.get, () => INITIAL);
}

/** The Shop API calls; each waits for the live chunk if the shopper is quicker than it. */
export function usePersonalActions(): PersonalCalls {
  const store = usePersonalStore();
  return useMemo(
    () => ({
      isSignedIn: async () => {
        await store.actions();
        return store.get().signedIn;
      },
      toggleFavorite: async (productId, inWishlist) =>
        (await store.actions()).toggleFavorite(productId, inWishlist),
      addToCart: async (variantId, quantity) =>
        (await store.actions()).addToCart(variantId, quantity),
      recordView: (productId) => store.recordView(productId),
      applyCoupon: async (code) => (await store.actions()).applyCoupon(code),
      selectPromotion: async (id) => (await store.actions()).selectPromotion(id),
      signIn: async (email, password, rememberMe) =>
        (await store.actions()).signIn(email, password, rememberMe),
      signOut: async () => (await store.actions()).signOut(),
    }),
    [store],
  );
}

/** The live chunk's Apollo client, once loaded (null before). */
export function useLiveClient(): LiveClient | null {
  const store = usePersonalStore();
  useEffect(() => store.want(), [store]);
  return useSyncExternalStore(store.subscribe, store.client, () => null);
}
