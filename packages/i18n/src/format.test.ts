import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, localDigits } from './format';

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

describe('localDigits', () => {
  it('writes the numbers of Arabic running text in Arabic-Indic digits', () => {
    expect(localDigits('أقصى حمولة: 300 كجم', 'ar')).toBe('أقصى حمولة: ٣٠٠ كجم');
    expect(localDigits('مدينة 6 أكتوبر', 'ar-EG')).toBe('مدينة ٦ أكتوبر');
    expect(localDigits('55% كتان و45% قطن', 'ar')).toBe('٥٥٪ كتان و٤٥٪ قطن');
    expect(localDigits('سُمك 2.5 سم، 1,200 غرزة', 'ar')).toBe('سُمك ٢٫٥ سم، ١٬٢٠٠ غرزة');
    expect(localDigits('160 × 200 سم، بعرض 160 و180 سم عرضًا', 'ar')).toBe(
      '١٦٠ × ٢٠٠ سم، بعرض ١٦٠ و١٨٠ سم عرضًا',
    );
    expect(localDigits('المقاس (200×180) سم، من 3-5 أيام.', 'ar')).toBe(
      'المقاس (٢٠٠×١٨٠) سم، من ٣-٥ أيام.',
    );
  });

  it('leaves digits that belong to a Latin word or code, and other languages', () => {
    expect(localDigits('شاشة 4K بمنفذ HDMI2', 'ar')).toBe('شاشة 4K بمنفذ HDMI2');
    expect(localDigits('Maximum load: 300 kg', 'en')).toBe('Maximum load: 300 kg');
  });

  it('leaves a number whose meaning a change could alter: codes, addresses, Latin neighbours', () => {
    const asWritten = [
      'الموديل KD-200',
      'منفذ USB-C 3.0',
      'الحمولة 300 kg',
      'التفاصيل على https://dar.example/p/123',
      'راسلنا على care2@dar.example',
      'متاح من 12/2026',
      'التسليم 10:30 صباحًا',
      'الكود #45',
    ];
    for (const text of asWritten) expect(localDigits(text, 'ar')).toBe(text);
    // A comma that is not a thousands separator is kept as written: "2,5" is not twenty-five.
    expect(localDigits('سُمك 2,5 سم', 'ar')).toBe('سُمك ٢,٥ سم');
  });
});
