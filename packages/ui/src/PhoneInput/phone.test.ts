import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';

import { countryNames } from './countryNames';
import {
  checkPhoneNumber,
  findCountryIndex,
  normalizeDigits,
  phoneCountries,
  sanitizePhoneInput,
} from './phone';

describe('normalizeDigits', () => {
  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(normalizeDigits('٠١٠١٢٣٤٥٦٧٨')).toBe('01012345678');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normalizeDigits('+٢٠ (10)')).toBe('+20 (10)');
  });
});

describe('sanitizePhoneInput', () => {
  it('keeps digits, spaces, parentheses, hyphens and plus only', () => {
    expect(sanitizePhoneInput('+20 (10) 1234-5678')).toBe('+20 (10) 1234-5678');
    expect(sanitizePhoneInput('abc01x0.1')).toBe('0101');
  });

  it('normalises typed Arabic digits', () => {
    expect(sanitizePhoneInput('٠١٠ ١٢٣')).toBe('010 123');
  });

  it('cuts at 25 characters by default, or at the given length', () => {
    expect(sanitizePhoneInput('1'.repeat(40))).toHaveLength(25);
    expect(sanitizePhoneInput('1'.repeat(40), 12)).toHaveLength(12);
  });
});

describe('checkPhoneNumber', () => {
  it('accepts an Egyptian mobile number typed in Arabic digits, as E.164', () => {
    expect(checkPhoneNumber('٠١٠١٢٣٤٥٦٧٨', 'EG')).toEqual({
      valid: true,
      e164: '+201012345678',
      country: 'EG',
    });
  });

  it('accepts the same number in international form and with separators', () => {
    expect(checkPhoneNumber('+20 10 1234 5678', 'EG')).toMatchObject({ e164: '+201012345678' });
    expect(checkPhoneNumber('(010) 1234-5678', 'EG')).toMatchObject({ e164: '+201012345678' });
  });

  it('uses the chosen country', () => {
    expect(checkPhoneNumber('0501234567', 'SA')).toMatchObject({
      valid: true,
      e164: '+966501234567',
      country: 'SA',
    });
    expect(checkPhoneNumber('0501234567', 'EG')).toMatchObject({ e164: '+20501234567' });
  });

  it('asks for a number when the field is empty', () => {
    expect(checkPhoneNumber('  ', 'EG')).toEqual({ valid: false, problem: 'REQUIRED' });
  });

  it('reports NOT_A_NUMBER for letters', () => {
    expect(checkPhoneNumber('abc', 'EG')).toEqual({ valid: false, problem: 'NOT_A_NUMBER' });
  });

  it('reports INVALID_COUNTRY with the typed code for an unknown calling code', () => {
    expect(checkPhoneNumber('+999 123456', 'EG')).toEqual({
      valid: false,
      problem: 'INVALID_COUNTRY',
      code: '+999',
    });
    expect(checkPhoneNumber('0101234567', 'XX')).toEqual({
      valid: false,
      problem: 'INVALID_COUNTRY',
      code: 'XX',
    });
  });

  it('reports TOO_SHORT below 2 national digits and for a number too short for the country', () => {
    expect(checkPhoneNumber('1', 'EG')).toEqual({ valid: false, problem: 'TOO_SHORT' });
    expect(checkPhoneNumber('0101', 'EG')).toEqual({ valid: false, problem: 'TOO_SHORT' });
  });

  it('reports TOO_LONG for a number longer than the country allows or above 17 digits', () => {
    expect(checkPhoneNumber('010123456789999', 'EG')).toEqual({
      valid: false,
      problem: 'TOO_LONG',
    });
    expect(checkPhoneNumber('+20 123456789012345678', 'EG')).toMatchObject({
      valid: false,
      problem: 'TOO_LONG',
    });
  });

  it('refuses a number of a possible length that matches no pattern', () => {
    expect(checkPhoneNumber('00000000', 'EG')).toEqual({ valid: false, problem: 'INVALID' });
    // An Egyptian mobile a digit short, and one with no such mobile prefix.
    expect(checkPhoneNumber('0122345678', 'EG')).toEqual({ valid: false, problem: 'INVALID' });
    expect(checkPhoneNumber('01323456789', 'EG')).toEqual({ valid: false, problem: 'INVALID' });
    expect(checkPhoneNumber('01123456789', 'EG')).toMatchObject({ valid: true });
  });

  it('keeps an extension of up to 20 characters and refuses a longer one', () => {
    expect(checkPhoneNumber('02 2345 6789 ext 12', 'EG')).toMatchObject({
      valid: true,
      extension: '12',
    });
    expect(checkPhoneNumber(`02 2345 6789 ext ${'1'.repeat(21)}`, 'EG').valid).toBe(false);
  });
});

describe('phoneCountries', () => {
  it('names the countries in the page language with their calling codes', () => {
    const ar = phoneCountries('ar-EG', { only: ['EG', 'SA'] });
    expect(ar).toEqual([
      { code: 'SA', name: 'المملكة العربية السعودية', callingCode: '+966' },
      { code: 'EG', name: 'مصر', callingCode: '+20' },
    ]);
    const en = phoneCountries('en-US', { only: ['EG', 'SA'] });
    expect(en.map((country) => country.name)).toEqual(['Egypt', 'Saudi Arabia']);
  });

  it('names and orders Arabic and English the same whatever ICU data the engine has', () => {
    // A browser's ICU names and sorts regions differently from Node's; a list built from
    // Intl.DisplayNames at render time then differs between server and browser (React #418).
    const expected = { ar: phoneCountries('ar-EG'), en: phoneCountries('en-US') };
    const { DisplayNames, Collator } = Intl;
    class OtherDisplayNames {
      of(code: string) {
        return `~${code}`;
      }
    }
    class OtherCollator {
      compare(a: string, b: string) {
        return b.localeCompare(a);
      }
    }
    try {
      Object.assign(Intl, { DisplayNames: OtherDisplayNames, Collator: OtherCollator });
      expect(phoneCountries('ar-EG')).toEqual(expected.ar);
      expect(phoneCountries('ar')).toEqual(expected.ar);
      expect(phoneCountries('en-GB')).toEqual(expected.en);
    } finally {
      Object.assign(Intl, { DisplayNames, Collator });
    }
  });

  it('offers every country libphonenumber-js knows (else: run scripts/country-names.mjs)', () => {
    const known = new Set<string>(getCountries());
    for (const language of ['ar', 'en'] as const) {
      expect(new Set(countryNames[language].map(([code]) => code))).toEqual(known);
    }
  });

  it('limits or excludes countries', () => {
    const all = phoneCountries('en-US');
    expect(all.length).toBeGreaterThan(200);
    const withoutIsrael = phoneCountries('en-US', { exclude: ['IL'] });
    expect(withoutIsrael).toHaveLength(all.length - 1);
    expect(withoutIsrael.some((country) => country.code === 'IL')).toBe(false);
  });
});

describe('findCountryIndex', () => {
  const countries = phoneCountries('en-US', { only: ['EG', 'EE', 'SA', 'AE', 'SE'] });
  // Egypt, Estonia, Saudi Arabia, Sweden, United Arab Emirates

  it('finds the first name starting with the typed letters, ignoring case', () => {
    expect(countries[findCountryIndex(countries, 'eg', 'en-US')]?.code).toBe('EG');
    expect(countries[findCountryIndex(countries, 'S', 'en-US')]?.code).toBe('SA');
  });

  it('looks on from the given position and wraps around', () => {
    expect(countries[findCountryIndex(countries, 's', 'en-US', 3)]?.code).toBe('SE');
    expect(countries[findCountryIndex(countries, 'e', 'en-US', 1)]?.code).toBe('EE');
    expect(countries[findCountryIndex(countries, 'e', 'en-US', 2)]?.code).toBe('EG');
  });

  it('gives -1 when nothing matches', () => {
    expect(findCountryIndex(countries, 'zz', 'en-US')).toBe(-1);
  });
});
