import type { Locale } from '@dar/i18n';
import type { ShopFailure } from '../results';

/**
 * The shopper's own state: signed in or not, the wishlist's hearts, the cart's count. Never in a
 * cached page's HTML: the server renders a guest with an empty cart, and the browser fills it in
 * after hydration.
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
 * `Live` in `provider.tsx`), so a catalogue page's first load carries none of them.
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

/** A guest with an empty cart, not yet answered: the server's HTML and the first render. */
export const INITIAL_PERSONAL: PersonalSnapshot = {
  status: 'pending',
  signedIn: false,
  wishlistIds: new Set(),
  cartCount: 0,
  addingVariantId: null,
};

/** The shopper's state and a view count without Apollo (the `/shopper` entry; the build keeps it that entry's file, not a copy). */
export const loadShopper = () => import('../shopper');

export function createPersonalStore(locale: Locale): PersonalStore {
  let snapshot = INITIAL_PERSONAL;
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
