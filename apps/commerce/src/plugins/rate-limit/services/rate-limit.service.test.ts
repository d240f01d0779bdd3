import { describe, expect, it } from 'vitest';
import { rateLimitAddressKey } from './client-address';
import { RateLimitService, SIGN_IN_ADDRESSES_PER_ACCOUNT } from './rate-limit.service';
import { limitedCall } from './rate-limits';

const limits = {
  login: { perIdentifier: 3, perIp: 5, windowSeconds: 60 },
};

describe('RateLimitService (in memory)', () => {
  it('refuses the call after the limit per identifier, with the seconds left in the window', async () => {
    const service = new RateLimitService({ limits });
    for (let i = 0; i < 3; i++) expect(await service.take('login', '1.1.1.1', 'a@x')).toBe(0);
    const wait = await service.take('login', '1.1.1.1', 'a@x');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    // Another account from the same address still goes through.
    expect(await service.take('login', '1.1.1.1', 'b@x')).toBe(0);
  });

  it('counts per address across accounts, and a refused call takes nothing', async () => {
    const service = new RateLimitService({ limits });
    for (let i = 0; i < 5; i++) expect(await service.take('login', '2.2.2.2', `u${i}@x`)).toBe(0);
    expect(await service.take('login', '2.2.2.2', 'u9@x')).toBeGreaterThan(0);
    // The refusal above did not count against u9 on another address.
    for (let i = 0; i < 3; i++) expect(await service.take('login', '3.3.3.3', 'u9@x')).toBe(0);
    expect(await service.take('login', '3.3.3.3', 'u9@x')).toBeGreaterThan(0);
  });

  it("does not let a stranger's failed sign-ins lock the owner out from another address", async () => {
    const service = new RateLimitService({ limits });
    for (let i = 0; i < 3; i++) expect(await service.take('login', '6.6.6.6', 'owner@x')).toBe(0);
    expect(await service.take('login', '6.6.6.6', 'owner@x')).toBeGreaterThan(0);
    expect(await service.take('login', '7.7.7.7', 'owner@x')).toBe(0);
  });

  it('bounds guesses at one account spread over many addresses', async () => {
    const service = new RateLimitService({ limits });
    const perAccount = limits.login.perIdentifier * SIGN_IN_ADDRESSES_PER_ACCOUNT;
    for (let i = 0; i < perAccount; i++) {
      expect(await service.take('login', `10.0.${Math.floor(i / 3)}.1`, 'target@x')).toBe(0);
    }
    expect(await service.take('login', '10.9.9.9', 'target@x')).toBeGreaterThan(0);
  });

  it('keeps staff sign-ins apart from shoppers’', async () => {
    const service = new RateLimitService({ limits });
    for (let i = 0; i < 3; i++) await service.take('login', '4.4.4.4', 'admin');
    expect(await service.take('login', '4.4.4.4', 'admin')).toBeGreaterThan(0);
    expect(await service.take('login', '4.4.4.4', 'admin', 'admin')).toBe(0);
  });
});

describe('rateLimitAddressKey', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = rateLimitAddressKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(rateLimitAddressKey('2001:0db8:00aa:0001:ffff:1234:5678:9abc')).toBe(key);
    expect(rateLimitAddressKey('2001:DB8:AA:1:0:0:0:2%eth0')).toBe(key);
    expect(rateLimitAddressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(rateLimitAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps an IPv4 address, mapped into IPv6 or not', () => {
    expect(rateLimitAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressKey('0:0:0:0:0:FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    // Not mapped: an IPv4-compatible address is an IPv6 one, counted by its /64.
    expect(rateLimitAddressKey('::203.0.113.7')).toBe('0:0:0:0::/64');
  });

  it('makes one allowance of a /64: a new address in the block is refused too', async () => {
    const service = new RateLimitService({ limits });
    for (let i = 1; i <= 5; i++) {
      expect(await service.take('login', `2001:db8:5::${i.toString(16)}`, `v${i}@x`)).toBe(0);
    }
    expect(await service.take('login', '2001:db8:5::ff', 'v9@x')).toBeGreaterThan(0);
    expect(await service.take('login', '2001:db8:6::1', 'v9@x')).toBe(0);
  });
});

describe('limitedCall', () => {
  const noUser = () => {
    throw new Error('the signed-in user is asked only for an operation on their own account');
  };

  it('counts authenticate as login, for the username it names', () => {
    const args = { input: { native: { username: ' Hala@Example.com ', password: 'x' } } };
    expect(limitedCall('authenticate', args, noUser)).toEqual({
      operation: 'login',
      identifier: 'hala@example.com',
    });
    expect(limitedCall('login', { username: 'hala@example.com' }, noUser)).toEqual({
      operation: 'login',
      identifier: 'hala@example.com',
    });
  });

  it('names the signed-in user for an operation on their own account, and leaves others alone', () => {
    expect(limitedCall('updateCustomerPassword', {}, () => 7)).toEqual({
      operation: 'updateCustomerPassword',
      identifier: 'user:7',
    });
    expect(limitedCall('addItemToOrder', { productVariantId: 1 }, noUser)).toBeUndefined();
  });
});
