'use client';

import type { ShopFailure } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import dynamic from 'next/dynamic';
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
 * Apollo client, GraphQL and the hooks are a separate chunk, fetched when the browser is idle, so
 * a catalogue page's first load carries none of them.
 */
export interface PersonalActions {
  toggleFavorite(productId: string, inWishlist: boolean): Promise<PersonalResult>;
  addToCart(variantId: string, quantity: number): Promise<PersonalResult>;
  /** Counts a product view for "most watched"; fire and forget. */
  recordView(productId: string): void;
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
}

const INITIAL: PersonalSnapshot = {
  status: 'pending',
  signedIn: false,
  wishlistIds: new Set(),
  cartCount: 0,
  addingVariantId: null,
};

export function createPersonalStore(): PersonalStore {
  let snapshot = INITIAL;
  let liveClient: LiveClient | null = null;
  const listeners = new Set<() => void>();
  let resolveActions: (actions: PersonalActions) => void = () => undefined;
  const ready = new Promise<PersonalActions>((resolve) => {
    resolveActions = resolve;
  });
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      snapshot = { ...snapshot, ...next };
      for (const listener of listeners) listener();
    },
    actions: () => ready,
    publish(actions, client) {
      liveClient = client;
      resolveActions(actions);
      for (const listener of listeners) listener();
    },
    client: () => liveClient,
  };
}

const PersonalContext = createContext<PersonalStore | null>(null);

/** The live chunk: Apollo, the documents and the hooks. Loaded in the browser only. */
const Live = dynamic(() => import('./live').then((module) => module.LivePersonal), {
  ssr: false,
});

/** Waits for the browser to be idle (or 2 s) so the chunk never competes with the first paint. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(handle);
  }, []);
  return idle;
}

export function PersonalProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const [store] = useState(createPersonalStore);
  const idle = useIdle();
  return (
    <PersonalContext.Provider value={store}>
      {children}
      {idle && <Live locale={locale} store={store} />}
    </PersonalContext.Provider>
  );
}

function useStore(): PersonalStore {
  const store = useContext(PersonalContext);
  if (!store) throw new Error('usePersonal needs a PersonalProvider (lib/document.tsx) above it.');
  return store;
}

/** The shopper's state; a guest with an empty cart until the Shop API answers. */
export function usePersonal(): PersonalSnapshot {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.get, () => INITIAL);
}

/** The Shop API calls; each waits for the live chunk if the shopper is quicker than it. */
export function usePersonalActions(): PersonalCalls {
  const store = useStore();
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
      recordView: (productId) => {
        void store.actions().then((actions) => actions.recordView(productId));
      },
      applyCoupon: async (code) => (await store.actions()).applyCoupon(code),
      selectPromotion: async (id) => (await store.actions()).selectPromotion(id),
      signIn: async (email, password, rememberMe) =>
        (await store.actions()).signIn(email, password, rememberMe),
      signOut: async () => (await store.actions()).signOut(),
    }),
    [store],
  );
}

/**
 * The live chunk's Apollo client when it is there: a form rendered before it loads sends through
 * it once the shopper submits, instead of waiting to be shown.
 */
export function useLiveClientWhenReady(): () => Promise<LiveClient> {
  const store = useStore();
  return useMemo(
    () => async () => {
      await store.actions();
      return store.client();
    },
    [store],
  );
}

/** The live chunk's Apollo client, once loaded (null before). */
export function useLiveClient(): LiveClient | null {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.client, () => null);
}
