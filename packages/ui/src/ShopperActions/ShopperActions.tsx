'use client';

import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';

import type { ProductCardActions } from '../ProductCard/ProductCard';

/** How an add to cart from the buy box went: the pieces left when the shop had too few. */
export interface AddToCartOutcome {
  insufficientStock?: { quantityAvailable: number } | null;
}

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
