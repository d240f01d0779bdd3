'use client';

import type { Locale } from '@dar/i18n';
import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { withMessages } from '../lazy-messages';

/**
 * The login popup (docs/product-spec.md §2 overlays): a guest who presses a heart signs in where they are, and
 * the heart is pressed for them afterwards; a guest who has just put a first piece in the cart is
 * offered to sign in to keep it, and may carry on shopping instead. One request at a time; a new
 * one replaces the last.
 */
export interface LoginRequest {
  /** The page's language, for the popup's links. */
  locale: Locale;
  /** Why the guest is asked: a heart (the default) or the cart. Sets the popup's title. */
  reason?: 'wishlist' | 'cart';
  /** What the guest was doing, carried on once they are signed in. */
  onSignedIn?: () => void;
}

let current: LoginRequest | null = null;
const listeners = new Set<() => void>();

function set(next: LoginRequest | null) {
  current = next;
  for (const listener of listeners) listener();
}

/** Opens the login popup; `onSignedIn` runs after a successful sign-in. */
export function requestSignIn(request: LoginRequest): void {
  set(request);
}

export function closeSignIn(): void {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The popup itself, with the sign-in form: a chunk loaded the first time a guest needs it. */
const loadLoginPopup = () =>
  withMessages('LoginPopupDialog', import('./LoginPopupDialog'), (module) => module.default);
const LoginPopupDialog = dynamic(loadLoginPopup, { ssr: false });

/**
 * Starts loading the popup when a guest is about to be asked (their first add to cart), so it
 * comes alongside the Shop API's answer rather than after it.
 */
export function preloadSignIn(): void {
  loadLoginPopup().catch(() => {
    // Loaded again when the popup opens.
  });
}

/** Where the popup appears (lib/document.tsx); nothing until a guest is asked to sign in. */
export function LoginPopupSlot() {
  const request = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  if (!request) return null;
  return <LoginPopupDialog request={request} onClose={closeSignIn} />;
}
