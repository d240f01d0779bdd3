import type { Locale } from '@dar/i18n';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The overlays of docs/product-spec.md §2 ("Overlays"); at most one is open at a time. */
export type Overlay = 'menu' | 'search' | 'cart' | 'filter' | 'order';

/** A product the shopper looked at, as much as a "recently viewed" rail shows. */
export interface RecentlyViewedProduct {
  id: string;
  slug: string;
  name: string;
  imageUrl: string | null;
  priceWithTax: number;
  currencyCode: string;
}

export interface WheelPromotionItem {
  id: string;
  name: string;
  couponCode: string;
}

/** How many products "recently viewed" keeps, newest first. */
export const RECENTLY_VIEWED_LIMIT = 12;

export interface ShopState {
  openOverlay: Overlay | null;
  searchText: string;
  loggedIn: boolean;
  languageCode: Locale;
  /** The shopper closed the promotion strip; stays closed on later visits. */
  promoClosed: boolean;
  /** Product grids on phones: one column or two; remembered. */
  mobileGridColumns: 1 | 2;
  wheelPromotions: WheelPromotionItem[];
  /** docs/product-spec.md §4: exactly one wheel promotion is kept as a single promo code instead of a wheel. */
  promoCode: string | null;
  recentlyViewed: RecentlyViewedProduct[];

  open(overlay: Overlay): void;
  close(overlay?: Overlay): void;
  toggle(overlay: Overlay): void;
  setSearchText(text: string): void;
  setLoggedIn(loggedIn: boolean): void;
  setLanguageCode(languageCode: Locale): void;
  closePromo(): void;
  setMobileGridColumns(columns: 1 | 2): void;
  setWheelPromotions(promotions: WheelPromotionItem[]): void;
  viewProduct(product: RecentlyViewedProduct): void;
}

export type ShopStore = StoreApi<ShopState>;

/** What survives a reload: preferences and history, never overlays or session facts. */
type Persisted = Pick<ShopState, 'promoClosed' | 'mobileGridColumns' | 'recentlyViewed'>;

export interface CreateShopStoreOptions {
  languageCode?: Locale;
  /** Where persisted state lives; localStorage in the browser, nothing on the server. */
  storage?: Storage;
}

/**
 * The storefront's client state. One store per page load (created in a provider), so server
 * renders never share state between shoppers.
 */
export function createShopStore({
  languageCode = 'ar',
  storage,
}: CreateShopStoreOptions = {}): ShopStore {
  return createStore<ShopState>()(
    persist(
      (set) => ({
        openOverlay: null,
        searchText: '',
        loggedIn: false,
        languageCode,
        promoClosed: false,
        mobileGridColumns: 2,
        wheelPromotions: [],
        promoCode: null,
        recentlyViewed: [],

        open: (overlay) => set({ openOverlay: overlay }),
        close: (overlay) =>
          set((state) =>
            overlay === undefined || state.openOverlay === overlay ? { openOverlay: null } : {},
          ),
        toggle: (overlay) =>
          set((state) => ({ openOverlay: state.openOverlay === overlay ? null : overlay })),
        setSearchText: (searchText) => set({ searchText }),
        setLoggedIn: (loggedIn) => set({ loggedIn }),
        setLanguageCode: (code) => set({ languageCode: code }),
        closePromo: () => set({ promoClosed: true }),
        setMobileGridColumns: (mobileGridColumns) => set({ mobileGridColumns }),
        setWheelPromotions: (promotions) =>
          set(
            promotions.length === 1
              ? { wheelPromotions: [], promoCode: promotions[0]!.couponCode }
              : { wheelPromotions: promotions, promoCode: null },
          ),
        viewProduct: (product) =>
          set((state) => ({
            recentlyViewed: [
              product,
              ...state.recentlyViewed.filter((viewed) => viewed.id !== product.id),
            ].slice(0, RECENTLY_VIEWED_LIMIT),
          })),
      }),
      {
        name: 'dar-shop',
        version: 1,
        storage: createJSONStorage(() => storage ?? memoryStorage()),
        partialize: (state): Persisted => ({
          promoClosed: state.promoClosed,
          mobileGridColumns: state.mobileGridColumns,
          recentlyViewed: state.recentlyViewed,
        }),
      },
    ),
  );
}

/** Storage that forgets: the server, and browsers that refuse localStorage. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}
