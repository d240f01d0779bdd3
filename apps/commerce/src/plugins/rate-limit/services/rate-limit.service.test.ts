import { describe, expect, it } from 'vitest';
import { RateLimitService } from './rate-limit.service';

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

  it('keeps staff sign-ins apart from shoppers’', async () => {
    const service = new RateLimitService({ limits });
    for (let i = 0; i < 3; i++) await service.take('login', '4.4.4.4', 'admin');
    expect(await service.take('login', '4.4.4.4', 'admin')).toBeGreaterThan(0);
    expect(await service.take('login', '4.4.4.4', 'admin', 'admin')).toBe(0);
  });
});
