// Preloaded into `next start` (node -r). Next's production server gives the app neither the
// connection nor its response, so two things that need them are done here, per request, before
// Next sees it:
//
// 1. The connection's own address goes into a request header, over anything a client sent under
//    that name. Next keeps a client's X-Forwarded-For as it came and gives route handlers no
//    socket, so this is how the storefront learns who it is talking to (lib/client-address.ts).
//
// 2. Honest statuses when the commerce server is down. A page that fails to render answers 500,
//    and an App Router page has no way to answer anything else. Each request runs in an
//    AsyncLocalStorage context (published on globalThis for lib/upstream.ts): when the page's
//    Shop API calls could not reach the commerce server, that failure is marked in it, and the
//    500 becomes 503 with Retry-After — a crawler or proxy retries instead of dropping the page.
//    Cached pages never ask the commerce server, so they keep answering 200.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for `node -r`
const { Server } = require('node:http');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { AsyncLocalStorage } = require('node:async_hooks');

const PEER_ADDRESS_HEADER = 'x-dar-peer-address';
/** Seconds a client should wait before asking again for a page the commerce server could not serve. */
const RETRY_AFTER_SECONDS = '30';
const REQUEST_STATE = Symbol.for('dar.storefront.request-state');

const requestState = new AsyncLocalStorage();
globalThis[REQUEST_STATE] = requestState;

/** 500 → 503 with Retry-After, when this request's commerce calls failed to connect. */
function answerUnavailableHonestly(response, state) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithUpstreamStatus(statusCode, ...rest) {
    if (statusCode === 500 && state.commerceUnavailable && !this.headersSent) {
      statusCode = 503;
      this.statusMessage = 'Service Unavailable';
      this.setHeader('Retry-After', RETRY_AFTER_SECONDS);
      // writeHead(status, message, headers): drop the 500's reason phrase.
      if (typeof rest[0] === 'string') rest.shift();
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

const emit = Server.prototype.emit;
Server.prototype.emit = function emitWithRequestState(event, request, response, ...rest) {
  if (event !== 'request' || !request?.headers || !response) {
    return emit.call(this, event, request, response, ...rest);
  }
  request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  const state = { commerceUnavailable: false };
  answerUnavailableHonestly(response, state);
  return requestState.run(state, () => emit.call(this, event, request, response, ...rest));
};
