import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeFromPath,
  localizedPath,
  negotiateLocale,
  stripLocale,
  type Locale,
} from '@dar/i18n';
import { NextResponse, type NextRequest } from 'next/server';
import { LOCALE_HEADER, PATHNAME_HEADER } from './lib/request-headers';
import { hintRepair, SESSION_HINT_COOKIE, SESSION_HINT_COOKIE_OPTIONS } from './lib/session-hint';

/** Tells the app the public path and locale, which a rewritten or unmatched request loses. */
function forward(request: NextRequest, locale: Locale) {
  const headers = new Headers(request.headers);
  headers.set(PATHNAME_HEADER, request.nextUrl.pathname);
  headers.set(LOCALE_HEADER, locale);
  return { request: { headers } };
}

function rememberLocale(response: NextResponse, request: NextRequest, locale: Locale) {
  if (request.cookies.get(LOCALE_COOKIE)?.value === locale) return response;
  response.cookies.set(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
  return response;
}

/**
 * Keeps the session hint (lib/session-hint.ts) true to the session cookie the request carries:
 * a session opened before the hint existed gets one, a hint whose session is gone is cleared.
 */
function repairSessionHint(response: NextResponse, request: NextRequest) {
  const repair = hintRepair(request.cookies);
  if (repair === 'set') response.cookies.set(SESSION_HINT_COOKIE, '1', SESSION_HINT_COOKIE_OPTIONS);
  if (repair === 'clear') response.cookies.delete(SESSION_HINT_COOKIE);
  return response;
}

/**
 * Locale routing (docs/product-spec.md §1): Arabic has no prefix, English lives under /en. `/ar/...` is how the
 * language switch says "Arabic, please": it remembers the choice and redirects to the bare URL.
 * An unprefixed URL is served in Arabic unless the cookie or the browser asks for English. Every
 * answer also keeps the session hint true (`repairSessionHint`).
 */
export function middleware(request: NextRequest) {
  return repairSessionHint(route(request), request);
}

function route(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const routeLocale = localeFromPath(pathname);

  // A path that does not decode ("/products/%FF") names no page: the shop's 404, in the path's
  // language, rather than a page's parameters failing to decode into a bare 500.
  if (!decodes(pathname)) {
    const locale = routeLocale === 'en' ? 'en' : 'ar';
    const url = request.nextUrl.clone();
    // Rewritten onto the route it asked for, Next would still decode the asked-for parameters:
    // a product's address answers from the category route, any other from the product route.
    const product = /^(\/en)?\/products\/[^/]+$/.test(pathname);
    url.pathname = `/${locale}/products/${product ? 'c/' : ''}not-a-page`;
    return NextResponse.rewrite(url, forward(request, locale));
  }

  if (routeLocale === 'ar') {
    const url = request.nextUrl.clone();
    url.pathname = stripLocale(pathname);
    return rememberLocale(NextResponse.redirect(url, 307), request, 'ar');
  }

  if (routeLocale === 'en') {
    const response = NextResponse.next(forward(request, 'en'));
    return rememberLocale(response, request, 'en');
  }

  const { locale } = negotiateLocale({
    pathname,
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  if (locale === 'en') {
    const url = request.nextUrl.clone();
    url.pathname = localizedPath(pathname, 'en');
    return NextResponse.redirect(url, 307);
  }

  // next.config.ts rewrites the path onto the `ar` segment (a rewrite here would keep the page out
  // of the full-route cache).
  return NextResponse.next(forward(request, 'ar'));
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export const config = {
  // In Node.js, as Next 16's `proxy.ts` runs, rather than in Next 15's edge sandbox.
  runtime: 'nodejs',
  // Pages only: not Next's own files, the proxied APIs and assets, the build-id route, or files
  // with an extension.
  matcher: ['/((?!_next/|shop-api|admin-api|assets/|api/|build-id$|.*\\..*).*)'],
};
