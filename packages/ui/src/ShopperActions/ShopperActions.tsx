'use client';

import {
  createContext,
  use,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

import type { ProductCardActions } from '../ProductCard/ProductCard';

/** How an add to cart from the buy box went: the pieces left when the shop had too few. */
export interface AddToCartOutcome {
  insufficientStock?: { quantityAvailable: number } | null;
}

/** A coupon the shopper won: what `WheelPromotion` shows and keeps in the browser. */
export interface WonCoupon {
  couponCode: string;
  /** The offer's name, in the page's language. */
  name: string;
}

/**
 * A component of a module loaded on first use, rendering with the messages that module needs beyond
 * the page's: `unit` names it (the wheel's dialog is `'WheelDialog'`). An app that sends a page only
 * the messages its first load uses gives this (`ShopperActions.withMessages`); the component is
 * returned once both the code and the messages are in, and the promise rejects when either fails.
 */
export type WithMessages = <M, P extends object>(
  unit: string,
  module: Promise<M>,
  pick: (module: M) => ComponentType<P>,
) => Promise<ComponentType<P>>;

/**
 * The shopper's own state and what their presses do, for the client leaves of parts rendered on
 * the server: the cards' hearts and quick add, the buy box. A server part renders a guest's page
 * (it may be cached for everyone) and cannot pass functions; the app supplies these once, in the
 * browser, above its pages (`ShopperActionsProvider`), and each leaf reads them after hydration.
 * A leaf's own props win, so a story or a client-rendered grid passes them as before.
 */
export interface ShopperActions extends Omit<ProductCardActions, 'quickAddForm' | 'wishlistForm'> {
  /**
   * The buy box's add to cart, when its own `onAddToCart` is not given: the buy box shows it is
   * busy until the promise settles, and the stock left if the outcome says so.
   */
  onAddToCart?: (variantId: string, quantity: number) => Promise<AddToCartOutcome | void>;
  /**
   * `WheelPromotion`: the wheel stopped on the offer `offerId`. Its coupon once the server has
   * checked that offer for this shopper, or null when it is no longer available to them (the
   * dialog says so). Without it, no offer is available.
   */
  onSelectPromotion?: (offerId: string) => Promise<WonCoupon | null>;
  /**
   * `WheelPromotion`'s "Apply": puts the code on the shopper's cart, true once it is there. The
   * section tells the shopper it worked; a failure is the app's to tell (in the page's language,
   * with the server's reason). Without it, "Apply" posts the section's coupon form.
   */
  onApplyCoupon?: (couponCode: string) => Promise<boolean>;
  /**
   * How a leaf's overlay loaded on first use gets messages the page did not carry (the wheel's
   * dialog). Without it the overlay renders with the page's messages.
   */
  withMessages?: WithMessages;
}

/**
 * Where the leaves read `ShopperActions` from: a store, not a context value that changes. React
 * cannot tell what a part still waiting to hydrate reads, so a context change above it makes React
 * drop its server HTML and render it afresh; a store's change reaches only the leaves that have
 * hydrated and subscribed.
 */
export interface ShopperActionsSource {
  get(): ShopperActions;
  /** What the server rendered with: what a leaf hydrates with. */
  initial(): ShopperActions;
  set(next: ShopperActions): void;
  subscribe(listener: () => void): () => void;
}

/** A source starting with `initial` (the same value the server renders with). */
export function createShopperActionsSource(initial: ShopperActions): ShopperActionsSource {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    initial: () => initial,
    set(next) {
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ShopperActionsContext = createContext<ShopperActionsSource | null>(null);

/** Gives the client leaves under it the shopper's state and actions (see `ShopperActions`). */
export function ShopperActionsProvider({
  source,
  children,
}: {
  /** One source for the page's life (`createShopperActionsSource`); update it with `set`. */
  source: ShopperActionsSource;
  children: ReactNode;
}) {
  return <ShopperActionsContext value={source}>{children}</ShopperActionsContext>;
}

const NONE = () => null;
const noSubscription = () => () => undefined;

/** The shopper's state and actions from the nearest provider; none outside one. */
export function useShopperActions(): ShopperActions | null {
  const source = use(ShopperActionsContext);
  return useSyncExternalStore(
    source?.subscribe ?? noSubscription,
    source?.get ?? NONE,
    source?.initial ?? NONE,
  );
}
