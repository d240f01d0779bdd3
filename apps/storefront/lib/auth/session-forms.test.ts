import { describe, expect, it } from 'vitest';
import {
  backToSignIn,
  refusedCrossSite,
  seeOther,
  SIGN_IN_EMAIL_COOKIE,
  signInFailure,
} from './session-forms';

describe('signing in and out as form posts', () => {
  it('passes each of the commerce server’s cookies on untouched, as its own header', () => {
    const session = 'session=eyJ0b2tlbiI6ImFiYyJ9+/=; path=/; samesite=lax; httponly';
    const signature = 'session.sig=Zm9v_bar-baz; path=/; samesite=lax; httponly';
    const response = seeOther('/en/wishlist', [session, signature]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/wishlist');
    // The signed value is not percent-encoded, as `cookies().set` would.
    expect(response.headers.getSetCookie()).toEqual([session, signature]);
  });

  it('goes back to the sign-in page with why, keeping the email in a cookie, not the URL', () => {
    const response = backToSignIn('en', '/en/wishlist', 'mona+1@example.com', {
      errorCode: 'RATE_LIMITED_ERROR',
      retryAfterSeconds: 42,
    });
    const location = new URL(response.headers.get('location')!, 'http://shop');
    expect(location.pathname).toBe('/en/auth');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      redirect: '/en/wishlist',
      failed: 'RATE_LIMITED_ERROR',
      wait: '42',
    });
    expect(location.search).not.toContain('mona');
    const [kept] = response.headers.getSetCookie();
    expect(kept).toBe(
      `${SIGN_IN_EMAIL_COOKIE}=mona%2B1%40example.com; Path=/en/auth; Max-Age=60; HttpOnly; SameSite=Lax`,
    );
  });

  it('words only the failures a sign-in can have', () => {
    expect(signInFailure('INVALID_CREDENTIALS_ERROR', undefined)).toEqual({
      errorCode: 'INVALID_CREDENTIALS_ERROR',
    });
    expect(signInFailure('RATE_LIMITED_ERROR', '30')).toEqual({
      errorCode: 'RATE_LIMITED_ERROR',
      retryAfterSeconds: 30,
    });
    expect(signInFailure('PAYMENT_DECLINED_ERROR', undefined)).toBeUndefined();
    expect(signInFailure(['NOT_VERIFIED_ERROR'], undefined)).toBeUndefined();
    expect(signInFailure('RATE_LIMITED_ERROR', '-1')).toEqual({ errorCode: 'RATE_LIMITED_ERROR' });
  });

  it('refuses a post from another site', () => {
    const post = (origin: string) =>
      new Request('http://shop.example/api/session/sign-out', {
        method: 'POST',
        headers: { origin, host: 'shop.example' },
      });
    expect(refusedCrossSite(post('https://evil.example'))?.status).toBe(403);
    expect(refusedCrossSite(post('http://shop.example'))).toBeNull();
  });
});
