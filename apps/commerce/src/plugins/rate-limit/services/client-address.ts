import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';

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

/**
 * The key an address is counted under: an IPv4 address itself (an IPv4-mapped IPv6 address as its
 * IPv4 one); an IPv6 address by its /64, the block one subscriber or machine is given, so cycling
 * through the addresses of one's own block does not make new allowances.
 */
export function rateLimitAddressKey(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  if (!isIPv6(address)) return address;
  const groups = ipv6Hextets(address);
  // IPv4-mapped, however it is written ("::ffff:1.2.3.4", "0:0:0:0:0:ffff:102:304").
  if (groups.slice(0, 5).every((group) => group === '0') && groups[5] === 'ffff') {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16)) as [number, number];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, without leading zeros. */
function ipv6Hextets(address: string): string[] {
  let text = address;
  // An IPv4 tail ("::1.2.3.4") is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
