import { describe, expect, it } from 'vitest';
import { formatAmount } from './payment-messages';

describe('an amount in a payment message', () => {
  it('reads as staff set a limit: whole pounds without piasters, in the language’s digits', () => {
    expect(formatAmount(3_000_000, 'en')).toBe('EGP\u00a030,000');
    expect(formatAmount(3_000_000, 'ar')).toBe('\u200f٣٠٬٠٠٠\u00a0ج.م.\u200f');
    expect(formatAmount(129_950, 'en')).toBe('EGP\u00a01,299.50');
  });
});
