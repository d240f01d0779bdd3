import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientAddressHeaders } from './client-address';
import { forwardedRequestHeaders } from './shop-api-proxy';

const SECRET = 'a-shared-client-address-secret';

describe("the shopper's address, for the commerce server's limits", () => {
  it('is the connection’s own; a made-up X-Forwarded-For is not believed', () => {
    const headers = new Headers({
      'x-dar-peer-address': '::ffff:198.51.100.8',
      'x-forwarded-for': '203.0.113.1',
    });
    expect(clientAddress(headers, {})).toBe('198.51.100.8');
  });

  it('comes from X-Forwarded-For only through the proxies in TRUSTED_PROXIES', () => {
    const headers = new Headers({
      'x-dar-peer-address': '10.0.0.2',
      'x-forwarded-for': '203.0.113.1, 198.51.100.20, 10.0.0.3',
    });
    // 10.0.0.2 and 10.0.0.3 are ours; 198.51.100.20 is the first address no proxy of ours wrote.
    expect(clientAddress(headers, { TRUSTED_PROXIES: '10.0.0.2, 10.0.0.3' })).toBe('198.51.100.20');
  });

  it('goes to the commerce server signed, and no client-sent address goes along', () => {
    const incoming = new Headers({
      'x-dar-peer-address': '198.51.100.8',
      'x-forwarded-for': '203.0.113.1',
      'x-dar-client-address': '203.0.113.2',
      'x-dar-client-signature': 'forged',
      cookie: 'dar-session=abc',
    });
    const now = 1_800_000_000_000;
    const sent = forwardedRequestHeaders(incoming, { CLIENT_ADDRESS_SECRET: SECRET });
    expect(sent.get('x-forwarded-for')).toBeNull();
    expect(sent.get('x-dar-peer-address')).toBeNull();
    expect(sent.get('cookie')).toBe('dar-session=abc');
    expect(sent.get('x-dar-client-address')).toBe('198.51.100.8');
    const signed = clientAddressHeaders(incoming, { CLIENT_ADDRESS_SECRET: SECRET }, now);
    const seconds = now / 1000;
    expect(signed['x-dar-client-signature']).toBe(
      `${seconds}.${createHmac('sha256', SECRET).update(`198.51.100.8|${seconds}`).digest('hex')}`,
    );
    // Without the secret nothing is claimed.
    expect(clientAddressHeaders(incoming, {})).toEqual({});
  });
});
