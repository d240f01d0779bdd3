import type { Middleware } from '@vendure/core';
import type { IncomingMessage, ServerResponse } from 'node:http';

type Next = (error?: unknown) => void;

/** Headers that say a request came through a proxy, whoever added them. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return ipv4.startsWith('127.') || address === '::1';
}

/**
 * Headers on every answer of the commerce server (APIs, Admin UI, assets, mailbox): no
 * `X-Powered-By` naming the framework, and no page of it may be framed by another site
 * (clickjacking the Admin UI), nor have its content type guessed.
 */
export function securityHeadersMiddleware(): Middleware {
  return {
    route: '/',
    beforeListen: true,
    handler: (_req: IncomingMessage, res: ServerResponse, next: Next) => {
      setSecurityHeaders(res);
      next();
    },
  };
}

/**
 * The headers of {@link securityHeadersMiddleware}, for an answer given before Express runs (the
 * Shop API read cache's hits: plugins/catalogue-cache).
 */
export function setSecurityHeaders(res: ServerResponse): void {
  // Express sets it before any middleware runs.
  res.removeHeader('X-Powered-By');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
}

/**
 * The local mailbox shows every verification link and reset code the shop sent, so it answers
 * only a browser on this machine: a connection from loopback that no proxy forwarded (a reverse
 * proxy on the same machine connects from loopback too, and says so in its forwarding headers).
 * Anyone else gets the 404 of a route that does not exist. With SMTP configured there is no
 * mailbox at all (plugins/email/email.plugin.ts).
 */
export function localMailboxOnlyMiddleware(route: string): Middleware {
  return {
    route: `/${route}`,
    beforeListen: true,
    handler: (req: IncomingMessage, res: ServerResponse, next: Next) => {
      const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined);
      if (isLoopback(req.socket.remoteAddress) && !forwarded) return next();
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not Found');
    },
  };
}

/**
 * Largest request body the APIs read: Express's JSON parser, which Nest installs, refuses more
 * than 100 KB, but its error reached the client as a 500.
 */
export const BODY_LIMIT_KB = 100;

/**
 * Answers a request that declares a body over the limit with 413 and a GraphQL-shaped error
 * before anything reads it. (A chunked body declares no length; the parser refuses it at the
 * same size.)
 */
export function bodyLimitMiddleware(): Middleware {
  return {
    route: '/',
    beforeListen: true,
    handler: (req: IncomingMessage, res: ServerResponse, next: Next) => {
      if (declaresTooLarge(req)) return tooLarge(res, BODY_LIMIT_KB);
      next();
    },
  };
}

/** Whether a request declares a body over {@link BODY_LIMIT_KB}. */
export function declaresTooLarge(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > BODY_LIMIT_KB * 1024;
}

function tooLarge(res: ServerResponse, limitKb: number): void {
  res.statusCode = 413;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Connection', 'close');
  res.end(
    JSON.stringify({
      errors: [
        {
          message: `The request body is larger than ${limitKb} KB`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    }),
  );
}
