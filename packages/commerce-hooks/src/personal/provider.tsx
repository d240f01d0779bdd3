import type { Locale } from '@dar/i18n';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { whenIdle } from './idle';
import {
  createPersonalStore,
  INITIAL_PERSONAL,
  loadShopper,
  type LiveClient,
  type PersonalCalls,
  type PersonalSnapshot,
  type PersonalStore,
} from './store';

const PersonalContext = createContext<PersonalStore | null>(null);

/**
 * The live chunk: Apollo, the documents and the hooks. Loaded in the browser only, and only once
 * it is wanted: the shopper's first press or key anywhere (an action may follow), a call that
 * needs it, or a part of the page that shows content through the Apollo client (cart, wishlist,
 * account). Until then the shopper's state comes from `readShopper` (a few KB, no Apollo), read
 * when the browser is idle: a catalogue page that is only looked at never loads Apollo. React's
 * `lazy`, rendered only once `wanted` (never true on the server), so it needs no framework's
 * client-only loader; the build keeps `./live` a chunk of its own.
 */
const Live = lazy(() => import('./live').then((module) => ({ default: module.LivePersonal })));

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

/** Whether `document.cookie` holds a cookie named `name`. */
function hasCookie(name: string): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${name}=`));
}

/**
 * The shopper's own state for the page: read once the browser is idle, and live (the Apollo
 * client) from the shopper's first press, key or touch. Mount it once, around the whole document.
 *
 * `sessionHint` names a cookie scripts can read that the app sets beside its (HttpOnly) session
 * cookie. Without that cookie the browser has no session, so nothing can be saved for it: the
 * shopper is a guest with an empty cart (set when idle, where the read would be), and a page
 * only looked at asks the Shop API nothing (which would also open a session for every visitor).
 * Without the prop, the state is always read.
 */
export function PersonalProvider({
  locale,
  sessionHint,
  children,
}: {
  locale: Locale;
  sessionHint?: string;
  children: ReactNode;
}) {
  const [store] = useState(() => createPersonalStore(locale));
  const wanted = useSyncExternalStore(store.subscribe, store.wanted, () => false);
  useEffect(
    () =>
      // Idle either way: the snapshot's change re-renders its readers, which is no part of
      // hydration's task.
      whenIdle(() => {
        if (store.wanted()) return;
        if (sessionHint === undefined || hasCookie(sessionHint)) void readFirst(store, locale);
        else if (!store.isLive()) store.set({ status: 'ready' });
      }),
    [store, locale, sessionHint],
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
      {wanted && (
        // Its own boundary: while the chunk loads, only this (which renders nothing) waits.
        <Suspense fallback={null}>
          <Live locale={locale} store={store} />
        </Suspense>
      )}
    </PersonalContext.Provider>
  );
}

export function usePersonalStore(): PersonalStore {
  const store = useContext(PersonalContext);
  if (!store) throw new Error('usePersonal needs a PersonalProvider above it.');
  return store;
}

/** The shopper's state; a guest with an empty cart until the Shop API answers. */
export function usePersonal(): PersonalSnapshot {
  const store = usePersonalStore();
  return useSyncExternalStore(store.subscribe, store.get, () => INITIAL_PERSONAL);
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
