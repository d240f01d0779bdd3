/**
 * The session hint: a cookie the page's scripts can read, set beside the commerce server's
 * HttpOnly session cookie (apps/commerce's `SESSION_COOKIE_NAMES.shop`) and cleared with it. It
 * holds nothing but `1`. `PersonalProvider` reads the shopper's state only when it is there: a
 * visitor without a session has no cart or hearts to show, and a page only looked at then asks
 * the Shop API nothing (which would also open a session in the database for every visitor).
 */
export const SESSION_COOKIE = 'dar-session';
export const SESSION_HINT_COOKIE = 'dar-shopper';

/** A year: the proxy's copy for a session that lacks one; it is cleared when the session goes. */
const HINT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a `Set-Cookie` header writes the session cookie. */
const setsSession = (header: string) => header.trimStart().startsWith(`${SESSION_COOKIE}=`);

/**
 * The hint for a `Set-Cookie` that writes the session: the same lifetime (`Expires`, `Max-Age`),
 * so it is cleared when the session is; readable by scripts, and holding nothing.
 */
export function sessionHintFor(sessionSetCookie: string): string {
  const [pair = '', ...attributes] = sessionSetCookie.split(';').map((part) => part.trim());
  const cleared = pair === `${SESSION_COOKIE}=`;
  const lifetime = attributes.filter((attribute) => /^(expires|max-age)=/i.test(attribute));
  return [
    `${SESSION_HINT_COOKIE}=${cleared ? '' : '1'}`,
    'Path=/',
    'SameSite=Lax',
    ...(cleared && lifetime.length === 0 ? ['Max-Age=0'] : lifetime),
  ].join('; ');
}

/** `Set-Cookie` headers with the hint added after the session's, when they write it. */
export function withSessionHint(setCookies: readonly string[]): string[] {
  const session = setCookies.find(setsSession);
  return session === undefined ? [...setCookies] : [...setCookies, sessionHintFor(session)];
}

/**
 * What a page request's cookies say the hint should become: `set` for a session without it (one
 * opened before the hint existed), `clear` for a hint whose session is gone, else nothing.
 */
export function hintRepair(cookies: { has(name: string): boolean }): 'set' | 'clear' | null {
  const session = cookies.has(SESSION_COOKIE);
  const hint = cookies.has(SESSION_HINT_COOKIE);
  if (session && !hint) return 'set';
  if (!session && hint) return 'clear';
  return null;
}

export const SESSION_HINT_COOKIE_OPTIONS = {
  path: '/',
  sameSite: 'lax',
  maxAge: HINT_MAX_AGE_SECONDS,
} as const;
