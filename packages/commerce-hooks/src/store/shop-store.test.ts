import { describe, expect, it } from 'vitest';
import { createShopStore, RECENTLY_VIEWED_LIMIT, type RecentlyViewedProduct } from './shop-store';

const product = (id: number): RecentlyViewedProduct => ({
  id: String(id),
  slug: `product-${id}`,
  name: `منتج ${id}`,
  imageUrl: null,
  priceWithTax: 100_000 + id,
  currencyCode: 'EGP',
});

/** A Storage shared by two stores, as localStorage is by two page loads. */
function sharedStorage(): Storage {
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

describe('shop store', () => {
  it('starts in Arabic with nothing open, two columns on phones', () => {
    const state = createShopStore().getState();
    expect(state).toMatchObject({
      languageCode: 'ar',
      openOverlay: null,
      loggedIn: false,
      mobileGridColumns: 2,
      promoClosed: false,
    });
  });

  it('keeps one overlay open at a time; closing another one leaves it open', () => {
    const store = createShopStore();
    store.getState().open('menu');
    store.getState().toggle('cart');
    expect(store.getState().openOverlay).toBe('cart');
    store.getState().close('menu');
    expect(store.getState().openOverlay).toBe('cart');
    store.getState().toggle('cart');
    expect(store.getState().openOverlay).toBeNull();
  });

  it('keeps recently viewed products newest first, without repeats, capped', () => {
    const store = createShopStore();
    for (let id = 1; id <= RECENTLY_VIEWED_LIMIT + 3; id++)
      store.getState().viewProduct(product(id));
    store.getState().viewProduct(product(10));
    const ids = store.getState().recentlyViewed.map((viewed) => viewed.id);
    expect(ids).toHaveLength(RECENTLY_VIEWED_LIMIT);
    expect(ids.slice(0, 3)).toEqual(['10', '15', '14']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('1');
  });

  it('shows a wheel for several promotions and keeps a single one as the promo code (docs/product-spec.md §4)', () => {
    const store = createShopStore();
    const promotions = [1, 2, 3, 4].map((id) => ({
      id: String(id),
      name: `خصم ${id}`,
      couponCode: `WHEEL${id}`,
    }));
    store.getState().setWheelPromotions(promotions);
    expect(store.getState()).toMatchObject({ wheelPromotions: promotions, promoCode: null });
    store.getState().setWheelPromotions([promotions[0]!]);
    expect(store.getState()).toMatchObject({ wheelPromotions: [], promoCode: 'WHEEL1' });
  });

  it('remembers preferences and history across page loads, but not overlays or sign-in', () => {
    const storage = sharedStorage();
    const first = createShopStore({ storage });
    first.getState().closePromo();
    first.getState().setMobileGridColumns(1);
    first.getState().viewProduct(product(7));
    first.getState().open('search');
    first.getState().setLoggedIn(true);

    const second = createShopStore({ storage, languageCode: 'en' }).getState();
    expect(second).toMatchObject({
      promoClosed: true,
      mobileGridColumns: 1,
      openOverlay: null,
      loggedIn: false,
      languageCode: 'en',
    });
    expect(second.recentlyViewed.map((viewed) => viewed.id)).toEqual(['7']);
  });
});
