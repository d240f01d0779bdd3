// Preloaded into `next start` (node -r): writes each connection's own address into a request
// header before Next sees the request, over anything a client sent under that name. Next keeps a
// client's X-Forwarded-For as it came and gives route handlers no socket, so this is how the
// storefront learns who it is talking to (lib/client-address.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for `node -r`
const { Server } = require('node:http');

const PEER_ADDRESS_HEADER = 'x-dar-peer-address';
const emit = Server.prototype.emit;
Server.prototype.emit = function emitWithPeerAddress(event, request, ...rest) {
  if (event === 'request' && request && request.headers) {
    request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  }
  return emit.call(this, event, request, ...rest);
};
