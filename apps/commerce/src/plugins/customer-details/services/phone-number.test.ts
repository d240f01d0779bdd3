import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-number';

describe('toE164', () => {
  it('reads an Egyptian mobile number written locally', () => {
    expect(toE164('01012345678')).toBe('+201012345678');
    expect(toE164('010 1234 5678')).toBe('+201012345678');
  });

  it('keeps the country of an international number', () => {
    expect(toE164('+20 10 12345678')).toBe('+201012345678');
    expect(toE164('+971 50 123 4567')).toBe('+971501234567');
  });

  it('reads Arabic-Indic digits', () => {
    expect(toE164('٠١٠١٢٣٤٥٦٧٨')).toBe('+201012345678');
  });

  it('refuses what is not a valid number', () => {
    expect(toE164('0101234')).toBeUndefined();
    // The right length for Egypt, but no Egyptian number looks like these.
    expect(toE164('0122345678')).toBeUndefined();
    expect(toE164('01323456789')).toBeUndefined();
    expect(toE164('not a number')).toBeUndefined();
    expect(toE164('')).toBeUndefined();
  });
});
