import { createHmac } from 'node:crypto';

/**
 * The shopper's address, passed to the commerce server in a way only the storefront can: signed
 * with the secret both servers share (CLIENT_ADDRESS_SECRET). The commerce server believes it
 * only with a fresh, valid signature (apps/commerce/src/plugins/rate-limit/services/
 * client-address.ts, the other half of this format), and no longer believes `X-Forwarded-For`
 * from the storefront's machine; without it every shopper shared the storefront's one bucket of
 * the limits per address, and a made-up `X-Forwarded-For` opened a new one.
 *
 * Where the address comes from: `PEER_ADDRESS_HEADER`, the connection's own address, which
 * scripts/serve-preload.cjs (preloaded by `next start`) writes over anything a client sent; Next
 * itself keeps a client's `X-Forwarded-For` as it came. The proxies in front of the storefront
 * (TRUSTED_PROXIES, comma-separated addresses; none by default) may name the client in
 * `X-Forwarded-For`: the address is the right-most one no trusted proxy wrote.
 */
export const CLIENT_ADDRESS_HEADER = 'x-dar-client-address';
export const CLIENT_ADDRESS_SIGNATURE_HEADER = 'x-dar-client-signature';
export const PEER_ADDRESS_HEADER = 'x-dar-peer-address';
/** The shortest secret the commerce server accepts (its rate-limit plugin's client-address.ts). */
export const MIN_CLIENT_ADDRESS_SECRET_LENGTH = 16;

/** Headers a client may send that must never reach the commerce server from us. */
export const CLIENT_SUPPLIED_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'forwarded',
  'x-real-ip',
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  PEER_ADDRESS_HEADER,
];

const normalise = (address: string) =>
  address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;

export function clientAddress(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return undefined;
  const trusted = new Set(
    (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(normalise),
  );
  const chain = [
    ...(headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    peer,
  ].map(normalise);
  // From the connection backwards: each trusted proxy vouches for the address before it.
  for (let index = chain.length - 1; index >= 0; index--) {
    if (!trusted.has(chain[index]!) || index === 0) return chain[index];
  }
  return undefined;
}

/** The signed address headers for a call to the commerce server; none without the secret. */
export function clientAddressHeaders(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
  now = Date.now(),
): Record<string, string> {
  const secret = env.CLIENT_ADDRESS_SECRET;
  const address = clientAddress(headers, env);
  if (!secret || !address) return {};
  const seconds = Math.floor(now / 1000);
  const mac = createHmac('sha256', secret).update(`${address}|${seconds}`).digest('hex');
  return {
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: `${seconds}.${mac}`,
  };
}
