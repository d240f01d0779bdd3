import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shopper's address as the storefront saw it. Every browser call and Server Action reaches
 * the commerce server from the storefront's machine, so without this every shopper would share
 * the storefront's one rate-limit bucket; and a forwarding header anyone can write
 * (`X-Forwarded-For`) is believed only from the proxies named in TRUST_PROXY. The storefront signs
 * the address it determined with the secret both servers share (CLIENT_ADDRESS_SECRET): an
 * address is believed only with a fresh, valid signature. The storefront's counterpart is
 * apps/storefront/lib/client-address.ts (the apps share no code).
 *
 * Signature: `<unix seconds>.<hex HMAC-SHA256(secret, "<address>|<unix seconds>")>`.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dar-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-dar-client-signature';
/** A signature older than this (or from further in the future) is not believed: no replays. */
export const MAX_SIGNATURE_AGE_SECONDS = 60;
export const MIN_CLIENT_ADDRESS_SECRET_LENGTH = 16;

export function signClientAddress(address: string, secret: string, now = Date.now()): string {
  const seconds = Math.floor(now / 1000);
  return `${seconds}.${mac(address, seconds, secret)}`;
}

type Headers = Record<string, string | string[] | undefined>;

/** The signed client address of a request, or undefined when absent, stale or forged. */
export function verifiedClientAddress(
  headers: Headers,
  secret: string | undefined,
  now = Date.now(),
): string | undefined {
  const address = single(headers[CLIENT_ADDRESS_HEADER]);
  const signature = single(headers[CLIENT_ADDRESS_SIGNATURE_HEADER]);
  if (!secret || !address || !signature || address.length > 64) return undefined;
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(signature);
  if (!match) return undefined;
  const seconds = Number(match[1]);
  if (Math.abs(now / 1000 - seconds) > MAX_SIGNATURE_AGE_SECONDS) return undefined;
  const expected = Buffer.from(mac(address, seconds, secret), 'hex');
  const given = Buffer.from(match[2]!, 'hex');
  return timingSafeEqual(expected, given) ? address : undefined;
}

function mac(address: string, seconds: number, secret: string): string {
  return createHmac('sha256', secret).update(`${address}|${seconds}`).digest('hex');
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}
