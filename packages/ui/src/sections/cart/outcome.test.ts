import { describe, expect, it } from 'vitest';
import { isFailure, settle } from './outcome';

describe('cart action outcomes', () => {
  it('treat false and a not-ok result as failures, anything else as success', () => {
    expect(isFailure(false)).toBe(true);
    expect(isFailure({ ok: false })).toBe(true);
    expect(isFailure(undefined)).toBe(false);
    expect(isFailure(true)).toBe(false);
    expect(isFailure({ ok: true })).toBe(false);
  });

  it('settle a rejected or failed action to false and pass the arguments through', async () => {
    const seen: number[] = [];
    await expect(
      settle(async (quantity: number) => {
        seen.push(quantity);
        throw new Error('offline');
      }, 3),
    ).resolves.toBe(false);
    await expect(settle(() => ({ ok: false }))).resolves.toBe(false);
    await expect(settle(async () => ({ ok: true }))).resolves.toBe(true);
    await expect(settle(undefined)).resolves.toBe(true);
    expect(seen).toEqual([3]);
  });
});
