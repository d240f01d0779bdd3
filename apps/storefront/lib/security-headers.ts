/**
 * The storefront's security headers (next.config.ts `headers()`), on every route: pages, route
 * handlers, the 404 page, static files.
 *
 * Content-Security-Policy, and why without a nonce: Next puts its flight data in inline scripts
 * on every page. A per-request nonce (read by Next from the request's CSP in middleware.ts) makes every
 * page render per request, so the cached catalogue (ISR) would stop being cached; hashes cannot
 * be listed either, because those inline scripts differ per page and per render, and the cached
 * HTML is sent as it is. So inline scripts stay allowed ('unsafe-inline', never 'unsafe-eval' in
 * production), and the policy bounds the rest: scripts only from this origin (and the ad pixel's
 * host), nothing may embed the shop, no plugins, no `<base>` elsewhere, and the page may only
 * talk to this origin (the Shop API goes through `/shop-api`) and the pixel's host.
 */

/** The ad pixel's script host and the host it reports to (lib/ad-pixel/pixel.ts). */
const PIXEL_SCRIPT_ORIGIN = 'https://connect.facebook.net';
const PIXEL_REPORT_ORIGIN = 'https://www.facebook.com';

export function contentSecurityPolicy({ production }: { production: boolean }): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      PIXEL_SCRIPT_ORIGIN,
      // React's development build evaluates code for its overlays; production never does.
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Product pictures come from the commerce asset server (or the CDN before it), whose origin
    // the Shop API's asset URLs name at run time, which need not be the one this build knew.
    // A picture cannot run script.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", PIXEL_SCRIPT_ORIGIN, PIXEL_REPORT_ORIGIN],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: { production: boolean }): {
  key: string;
  value: string;
}[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
}

/**
 * Strict-Transport-Security only when the request reached us over TLS (a TLS proxy says so in
 * `X-Forwarded-Proto`): over plain HTTP (the local trial) the header means nothing, and sending
 * it from a host that also serves HTTP would pin browsers to an HTTPS that may not exist.
 */
export const HSTS_HEADER = {
  key: 'Strict-Transport-Security',
  value: 'max-age=31536000; includeSubDomains',
};
