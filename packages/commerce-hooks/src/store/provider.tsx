import type { Locale } from '@dar/i18n';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { useStore } from 'zustand';
import { createShopStore, type ShopState, type ShopStore } from './shop-store';

const ShopStoreContext = createContext<ShopStore | null>(null);

export interface ShopStoreProviderProps {
  languageCode: Locale;
  children: ReactNode;
}

/** One store per page load, persisted to localStorage where the browser allows it. */
export function ShopStoreProvider({ languageCode, children }: ShopStoreProviderProps) {
  const [store] = useState(() => createShopStore({ languageCode, storage: browserStorage() }));
  return <ShopStoreContext.Provider value={store}>{children}</ShopStoreContext.Provider>;
}

/** Reads the shop store: `useShopStore((state) => state.openOverlay)`. */
export function useShopStore<T>(selector: (state: ShopState) => T): T {
  const store = useContext(ShopStoreContext);
  if (!store) throw new Error('useShopStore needs a <ShopStoreProvider> above it.');
  return useStore(store, selector);
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Private modes and blocked storage throw on access: remember nothing rather than fail.
    return undefined;
  }
}
