import { localizedPath, type Locale } from '@dar/i18n';

/**
 * Add to cart and the wishlist heart as plain form posts, so a press before the page's scripts have
 * run, or with JavaScript off, is one ordinary submission (docs/forms.md). Once the page has
 * hydrated, the same forms are sent by the page's Shop API client instead, without a page load.
 */
export const CART_ADD_PATH = '/api/cart/add';
export const WISHLIST_PATH = '/api/wishlist';
export const COUPON_PATH = '/api/cart/coupon';
export const CART_LINE_PATH = '/api/cart/line';

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

/**
 * Add to cart and the heart (of a product page, or of cards) as form posts: the page's language,
 * and for the heart the page to come back to once a guest has signed in (`next`, as in the
 * address bar). Server-safe: a Server Component fills the forms of the parts it renders, since a
 * press before hydration posts what the HTML holds.
 */
export function productForms(locale: Locale, next: string) {
  return {
    addToCart: { action: CART_ADD_PATH, fields: formFields(locale) },
    wishlist: { action: WISHLIST_PATH, fields: { ...formFields(locale), next } },
  };
}

/** docs/product-spec.md §3: at most this many of one line (the Shop API refuses more anyway). */
export const MAX_LINE_QUANTITY = 99;

/**
 * A posted quantity, in the page's digits: Arabic-Indic in Arabic (or Persian, from some Arabic
 * keyboards) or Western; null when it is not a whole number from 0 up.
 */
export function readQuantity(field: FormDataEntryValue | null): number | null {
  if (typeof field !== 'string') return null;
  const digits = field
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return /^\d{1,4}$/.test(digits) ? Number.parseInt(digits, 10) : null;
}

/** A coupon the commerce server refused: the cart page words it and keeps the code typed. */
export interface CouponFailure {
  errorCode: string;
  couponCode: string;
  /** Too many tries (RATE_LIMITED_ERROR): whole seconds until the next may go. */
  retryAfterSeconds?: number;
  /** The refusal worded by the page that read it back (`couponErrorReason` words the others). */
  message?: string;
}

/** Why a cart change posted without scripts failed, for the cart page's address; none if it worked. */
export function cartFailure(
  outcome: { ok: true } | { ok: false; errorCode: string; values: Record<string, unknown> },
): CartAddFailure | undefined {
  if (outcome.ok) return undefined;
  const left = outcome.values.quantityAvailable;
  return {
    errorCode: outcome.errorCode,
    ...(typeof left === 'number' ? { quantityAvailable: left } : {}),
  };
}

/** A refused coupon as the cart page's address carries it. */
export function couponRefusal(
  outcome: { errorCode: string; values: Record<string, unknown> },
  couponCode: string,
): CouponFailure {
  const wait = outcome.values.retryAfterSeconds;
  return {
    errorCode: outcome.errorCode,
    couponCode,
    ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
  };
}

/** The cart page, saying why an add or a coupon failed when one did. */
export function cartHref(
  locale: Locale,
  failure?: CartAddFailure | { coupon: CouponFailure },
): string {
  const cart = localizedPath('/cart', locale);
  if (!failure) return cart;
  if ('coupon' in failure) {
    const { errorCode, couponCode, retryAfterSeconds } = failure.coupon;
    const query = new URLSearchParams({ coupon: errorCode, code: couponCode });
    if (retryAfterSeconds !== undefined) query.set('wait', String(retryAfterSeconds));
    return `${cart}?${query}`;
  }
  const query = new URLSearchParams({ failed: failure.errorCode });
  if (failure.quantityAvailable !== undefined) query.set('left', String(failure.quantityAvailable));
  return `${cart}?${query}`;
}

const ERROR_CODE = /^[A-Z_]{1,64}$/;
/** Far past any code the shop makes: a longer one is not read. */
export const MAX_COUPON_LENGTH = 64;

/** The coupon failure a cart page was sent with, read back from its query. */
export function couponFailure(
  coupon: unknown,
  code: unknown,
  wait?: unknown,
): CouponFailure | undefined {
  if (typeof coupon !== 'string' || !ERROR_CODE.test(coupon)) return undefined;
  const seconds = typeof wait === 'string' && /^\d{1,6}$/.test(wait) ? Number(wait) : undefined;
  return {
    errorCode: coupon,
    couponCode: typeof code === 'string' ? code.slice(0, MAX_COUPON_LENGTH) : '',
    ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
  };
}

/** The failure a cart page was sent with, read back from its query. */
export function cartAddFailure(failed: unknown, left: unknown): CartAddFailure | undefined {
  if (typeof failed !== 'string' || !ERROR_CODE.test(failed)) return undefined;
  const quantity = typeof left === 'string' ? Number.parseInt(left, 10) : NaN;
  return Number.isFinite(quantity) && quantity >= 0
    ? { errorCode: failed, quantityAvailable: quantity }
    : { errorCode: failed };
}
