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
 * Locale routing (docs/product-spec.md §1): Arabic has no prefix, English lives under /en. `/ar/...` is how the
 * language switch says "Arabic, please": it remembers the choice and redirects to the bare URL.
 * An unprefixed URL is served in Arabic unless the cookie or the browser asks for English.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const routeLocale = localeFromPath(pathname);

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

  const url = request.nextUrl.clone();
  url.pathname = pathname === '/' ? '/ar' : `/ar${pathname}`;
  return NextResponse.rewrite(url, forward(request, 'ar'));
}

export const config = {
  // Pages only: not Next's own files, the proxied APIs and assets, the build-id route, or files
  // with an extension.
  matcher: ['/((?!_next/|shop-api|admin-api|assets/|api/|build-id$|.*\\..*).*)'],
};
