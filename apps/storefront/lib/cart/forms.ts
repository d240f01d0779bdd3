import { localizedPath, type Locale } from '@dar/i18n';

/**
 * Add to cart and the wishlist heart as plain form posts, so a press before the page's scripts have
 * run, or with JavaScript off, is one ordinary submission (docs/forms.md). Once the page has
 * hydrated, the same forms are sent by the page's Shop API client instead, without a page load.
 */
export const CART_ADD_PATH = '/api/cart/add';
export const WISHLIST_PATH = '/api/wishlist';

/**
 * A cart add without scripts that the commerce server refused: the cart page words it from the
 * error code (`failed`) and, for missing stock, how many pieces are left (`left`).
 */
export interface CartAddFailure {
  errorCode: string;
  quantityAvailable?: number;
}

/** What a product form carries besides its own fields: the page's language, for the answer. */
export function formFields(locale: Locale): Record<string, string> {
  return { locale };
}

/** The cart page, saying why an add failed when it did. */
export function cartHref(locale: Locale, failure?: CartAddFailure): string {
  const cart = localizedPath('/cart', locale);
  if (!failure) return cart;
  const query = new URLSearchParams({ failed: failure.errorCode });
  if (failure.quantityAvailable !== undefined) query.set('left', String(failure.quantityAvailable));
  return `${cart}?${query}`;
}

/** The failure a cart page was sent with, read back from its query. */
export function cartAddFailure(failed: unknown, left: unknown): CartAddFailure | undefined {
  if (typeof failed !== 'string' || !/^[A-Z_]{1,64}$/.test(failed)) return undefined;
  const quantity = typeof left === 'string' ? Number.parseInt(left, 10) : NaN;
  return Number.isFinite(quantity) && quantity >= 0
    ? { errorCode: failed, quantityAvailable: quantity }
    : { errorCode: failed };
}
