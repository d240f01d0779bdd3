import { returnPath } from './return-path';

/**
 * Where a shopper who signed up should land once the email's link verifies the account: the page
 * that sent them to sign up (`/auth/register?redirect=/cart`), as a sign-in goes back to it. The
 * link itself carries only the token, and it opens in another tab, so the way back is kept in
 * this browser's storage for a day (a verification token's life) and taken once.
 */
const KEY = 'dar-after-verify';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStore = (): Store | undefined => {
  try {
    return window.localStorage;
  } catch {
    // Storage refused (a privacy setting): the account page, as before.
    return undefined;
  }
};

export function rememberAfterVerify(path: string, store = browserStore(), now = Date.now()) {
  try {
    store?.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Full or refused: nothing to keep.
  }
}

/** The remembered path (a path on this site only), or `fallback`; forgotten once read. */
export function takeAfterVerify(fallback: string, store = browserStore(), now = Date.now()) {
  try {
    const raw = store?.getItem(KEY);
    store?.removeItem(KEY);
    if (!raw) return fallback;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof at !== 'number' || now - at > MAX_AGE_MS || at > now) return fallback;
    return returnPath(path, fallback);
  } catch {
    return fallback;
  }
}
