import {
  commerceShopApiUrl,
  forwardedRequestHeaders,
  forwardedResponseHeaders,
  isCrossOriginPost,
  MAX_BODY_BYTES,
  payloadTooLarge,
} from '../../lib/shop-api-proxy';

// Every call is the shopper's own: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/** `/shop-api` on the storefront's origin → the commerce server's Shop API (lib/shop-api-proxy.ts). */
async function forward(request: Request): Promise<Response> {
  if (isCrossOriginPost(request.method, request.headers)) {
    return Response.json(
      { errors: [{ message: 'Cross-origin requests are not accepted' }] },
      { status: 403, headers: { 'cache-control': 'no-store' } },
    );
  }
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return payloadTooLarge();
  const body = request.method === 'POST' ? await request.arrayBuffer() : undefined;
  // A body sent without a length is measured once read.
  if (body && body.byteLength > MAX_BODY_BYTES) return payloadTooLarge();
  const target = new URL(commerceShopApiUrl());
  new URL(request.url).searchParams.forEach((value, name) => target.searchParams.set(name, value));
  try {
    const response = await fetch(target, {
      method: request.method,
      headers: forwardedRequestHeaders(request.headers),
      body,
      redirect: 'manual',
      cache: 'no-store',
    });
    return new Response(response.body, {
      status: response.status,
      headers: forwardedResponseHeaders(response.headers),
    });
  } catch {
    // The commerce server is down: a real error status the client reports, never a hang.
    return Response.json(
      { errors: [{ message: 'The shop is unavailable' }] },
      { status: 502, headers: { 'cache-control': 'no-store' } },
    );
  }
}

export { forward as GET, forward as POST };
