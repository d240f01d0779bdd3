import { isLocale, localizedPath, type Locale } from '@dar/i18n';
import { clientAddressHeaders } from '../client-address';
import { signInHref } from '../catalogue/sign-in';
import { isCrossOriginPost } from '../shop-api-proxy';
import { withSessionHint } from '../session-hint';

/**
 * Signing in and out as plain form posts (`SIGN_IN_PATH`, `SIGN_OUT_PATH` in paths.ts), so a
 * press before the page's scripts have run, or with JavaScript off, is one ordinary submission.
 * Route handlers rather than Server Actions: the commerce server's session cookies are signed, and
 * Next's `cookies().set` percent-encodes every value (which breaks the signature, see
 * `requestCookie` in guard.ts), so their `Set-Cookie` headers are passed on untouched, exactly as
 * the `/shop-api` route passes them on.
 */

/**
 * What the shopper typed into the email field, for the sign-in page that says why signing in
 * failed: a short-lived HttpOnly cookie, so the address never sits in a URL or the history.
 */
export const SIGN_IN_EMAIL_COOKIE = 'dar-sign-in-email';

/** The failures the sign-in page words (`describeAuthFailure`); anything else is the generic one. */
export const SIGN_IN_FAILURES: readonly string[] = [
  'INVALID_CREDENTIALS_ERROR',
  'NOT_VERIFIED_ERROR',
  'NATIVE_AUTH_STRATEGY_ERROR',
  'RATE_LIMITED_ERROR',
  'UNKNOWN_ERROR',
];

/** A posted session form, with what the commerce server needs to know of the shopper. */
export interface SessionForm {
  form: FormData;
  locale: Locale;
  session: { cookie: string; clientHeaders: Record<string, string> };
}

/**
 * Reads a session form: refused (a Response) when it comes from another site or is not one. The
 * Cookie header goes on as the browser sent it, and the shopper's address signed, for the rate
 * limits.
 */
export async function readSessionForm(request: Request): Promise<SessionForm | Response> {
  const refused = refusedCrossSite(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  if (!form || !isLocale(locale)) {
    return new Response('A form with the page’s language is expected', { status: 400 });
  }
  return {
    form,
    locale,
    session: {
      cookie: request.headers.get('cookie') ?? '',
      clientHeaders: clientAddressHeaders(request.headers),
    },
  };
}

/** A form post from another site: refused, as `/shop-api` refuses it (the session is a cookie). */
export function refusedCrossSite(request: Request): Response | null {
  return isCrossOriginPost(request.method, request.headers)
    ? new Response('Cross-origin requests are not accepted', {
        status: 403,
        headers: { 'cache-control': 'no-store' },
      })
    : null;
}

/**
 * 303 to `location` (a path on this site) with the given `Set-Cookie` headers, each its own, and
 * the session's hint when they write the session.
 */
export function seeOther(location: string, setCookies: readonly string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of withSessionHint(setCookies)) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * Back to the sign-in page with why it failed (`failed`, `wait` for a rate limit) and the email
 * kept for a minute in `SIGN_IN_EMAIL_COOKIE`.
 */
export function backToSignIn(
  locale: Locale,
  next: string,
  email: string,
  failure: { errorCode: string; retryAfterSeconds?: number },
): Response {
  const href = new URL(signInHref(locale, next), 'http://dar.invalid');
  href.searchParams.set('failed', failure.errorCode);
  if (failure.retryAfterSeconds !== undefined) {
    href.searchParams.set('wait', String(failure.retryAfterSeconds));
  }
  const kept = `${SIGN_IN_EMAIL_COOKIE}=${encodeURIComponent(email)}; Path=${localizedPath('/auth', locale)}; Max-Age=60; HttpOnly; SameSite=Lax`;
  return seeOther(`${href.pathname}${href.search}`, [kept]);
}

/** The sign-in failure a page was sent back with, if it is one the page words. */
export function signInFailure(
  failed: unknown,
  wait: unknown,
): { errorCode: string; retryAfterSeconds?: number } | undefined {
  if (typeof failed !== 'string' || !SIGN_IN_FAILURES.includes(failed)) return undefined;
  const seconds = typeof wait === 'string' ? Number.parseInt(wait, 10) : NaN;
  return Number.isFinite(seconds) && seconds >= 0
    ? { errorCode: failed, retryAfterSeconds: seconds }
    : { errorCode: failed };
}
