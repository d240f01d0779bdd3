import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';

describe('formatMoney', () => {
  it('writes EGP in Arabic with ج.م and Arabic-Indic digits', () => {
    const text = formatMoney(129950, 'EGP', 'ar');
    expect(text).toContain('ج.م');
    expect(text).toContain('١٬٢٩٩٫٥٠');
  });

  it('writes EGP in English with Latin digits (and a no-break space, as Intl does)', () => {
    expect(formatMoney(129950, 'EGP', 'en')).toBe('EGP\u00a01,299.50');
  });

  it('can drop a zero fraction but keeps a real one', () => {
    expect(formatMoney(1500000, 'EGP', 'en', { trimZeroFraction: true })).toBe('EGP\u00a015,000');
    expect(formatMoney(1500050, 'EGP', 'en', { trimZeroFraction: true })).toBe(
      'EGP\u00a015,000.50',
    );
  });
});

describe('formatNumber and formatDate', () => {
  it('follow the locale', () => {
    expect(formatNumber(16358, 'ar', { useGrouping: false })).toBe('١٦٣٥٨');
    expect(formatNumber(16358, 'en', { useGrouping: false })).toBe('16358');
  });

  it('date orders in the Gregorian calendar in both languages', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(formatDate(date, 'en', { dateStyle: 'long', timeZone: 'Africa/Cairo' })).toBe(
      'November 22, 2026',
    );
    expect(formatDate(date, 'ar', { dateStyle: 'long', timeZone: 'Africa/Cairo' })).toBe(
      '٢٢ نوفمبر ٢٠٢٦',
    );
  });
});
