import { describe, expect, it } from 'vitest';
import { SlidingWindowCounter } from './sliding-window';
import { identifierOf, parseRateLimits } from './rate-limits';

describe('SlidingWindowCounter', () => {
  it('allows max hits per window, then says how long to wait until the oldest leaves it', () => {
    let now = 0;
    const counter = new SlidingWindowCounter(() => now);
    for (let i = 0; i < 3; i++) {
      expect(counter.waitSeconds('k', 3, 60_000)).toBe(0);
      counter.record('k', 60_000);
      now += 10_000;
    }
    // Hits at 0 s, 10 s, 20 s; at 30 s the first leaves the window at 60 s.
    expect(counter.waitSeconds('k', 3, 60_000)).toBe(30);
    expect(counter.waitSeconds('other', 3, 60_000)).toBe(0);
    now = 60_001;
    expect(counter.waitSeconds('k', 3, 60_000)).toBe(0);
  });
});

describe('rate limit settings', () => {
  it('parse operation=perIdentifier/perIp/windowSeconds and report bad entries', () => {
    expect(parseRateLimits('login=5/30/600, contactUs=1/2/3')).toEqual({
      limits: {
        login: { perIdentifier: 5, perIp: 30, windowSeconds: 600 },
        contactUs: { perIdentifier: 1, perIp: 2, windowSeconds: 3 },
      },
      problems: [],
    });
    const { problems } = parseRateLimits('logn=5/30/600,login=0/1/1,login=5/30');
    expect(problems).toHaveLength(3);
    expect(parseRateLimits(undefined)).toEqual({ limits: {}, problems: [] });
  });

  it('find the identifier in the arguments, case- and space-insensitively', () => {
    expect(identifierOf('login', { username: ' Mona@Example.com ' })).toBe('mona@example.com');
    expect(identifierOf('contactUs', { input: { email: 'a@b.co' } })).toBe('a@b.co');
    expect(identifierOf('contactUs', { input: null })).toBeUndefined();
  });
});
