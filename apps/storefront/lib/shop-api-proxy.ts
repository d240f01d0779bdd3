/**
 * The browser's Shop API calls go to the storefront's own `/shop-api`, which passes them to the
 * commerce server: the session cookie stays first-party (HttpOnly, SameSite=Lax) and no commerce
 * origin is exposed to scripts. A route handler rather than a next.config rewrite, because a
 * rewrite's destination is fixed when the app is built, and the commerce server's address belongs
 * to where it runs.
 */

/** The commerce server's Shop API, read per request from the environment. */
export function commerceShopApiUrl(env: Record<string, string | undefined> = process.env): string {
  if (env.COMMERCE_SHOP_API_URL) return env.COMMERCE_SHOP_API_URL;
  return `${env.COMMERCE_URL ?? 'http://localhost:3001'}/shop-api`;
}

import { CLIENT_SUPPLIED_ADDRESS_HEADERS, clientAddressHeaders } from './client-address';
import { withSessionHint } from './session-hint';

/** Headers that describe one hop, or that fetch sets itself; never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'host',
  'content-length',
  'accept-encoding',
]);

/**
 * The browser's headers for the commerce server, without the hop's own and without any address a
 * client could have made up; the shopper's address goes along signed (lib/client-address.ts).
 */
export function forwardedRequestHeaders(
  incoming: Headers,
  env: Record<string, string | undefined> = process.env,
): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (!HOP_BY_HOP.has(lower) && !CLIENT_SUPPLIED_ADDRESS_HEADERS.includes(lower)) {
      headers.set(name, value);
    }
  });
  for (const [name, value] of Object.entries(clientAddressHeaders(incoming, env))) {
    headers.set(name, value);
  }
  return headers;
}

/** The largest body passed on, as the commerce server's own limit (100 KB). */
export const MAX_BODY_BYTES = 100 * 1024;

/** A body over the limit, answered before it is read whole. */
export function payloadTooLarge(): Response {
  return Response.json(
    {
      errors: [
        {
          message: `The request body is larger than ${MAX_BODY_BYTES / 1024} KB`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    },
    { status: 413, headers: { 'cache-control': 'no-store' } },
  );
}

/** The answer's headers without what fetch already undid (compression) or will recompute. */
export function forwardedResponseHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  incoming.forEach((value, name) => {
    const lower = name.toLowerCase();
    if (lower === 'set-cookie' || lower === 'content-encoding' || HOP_BY_HOP.has(lower)) return;
    headers.set(name, value);
  });
  // Each cookie stays its own header (the session and its signature), with the session's hint.
  for (const cookie of withSessionHint(incoming.getSetCookie()))
    headers.append('set-cookie', cookie);
  return headers;
}

/**
 * A POST from another site is refused: with the session in a cookie, a page elsewhere must not be
 * able to add to a shopper's cart or change their account. Browsers send `Origin` with every POST
 * made by script or form; one that names another host than the request's is cross-site.
 */
export function isCrossOriginPost(method: string, headers: Headers): boolean {
  if (method !== 'POST') return false;
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
