import {
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  // The full metadata: the default ("min") checks a number's length only, so an Egyptian "012 2345
  // 678" (a digit short) or "013…" (no such mobile prefix) passed. The spec checks the patterns.
} from 'libphonenumber-js/max';

import { countryNames } from './countryNames';

export type { CountryCode } from 'libphonenumber-js/max';

/** docs/product-spec.md §5: the field accepts at most 25 characters unless told otherwise. */
export const PHONE_MAX_INPUT_LENGTH = 25;
/** docs/product-spec.md §5 and §9: a national number has 2 to 17 digits. */
export const PHONE_MIN_NATIONAL_DIGITS = 2;
export const PHONE_MAX_NATIONAL_DIGITS = 17;
/** docs/product-spec.md §5: an extension has at most 20 characters. */
export const PHONE_MAX_EXTENSION_LENGTH = 20;
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'EG';

/**
 * Why a number was refused: libphonenumber-js's parse outcomes (NOT_A_NUMBER, INVALID_COUNTRY,
 * TOO_SHORT, TOO_LONG) and length outcomes (TOO_SHORT, TOO_LONG, INVALID_LENGTH), plus REQUIRED for
 * an empty field and INVALID for a number of a possible length that matches no pattern of the country.
 */
export type PhoneProblem =
  | 'REQUIRED'
  | 'NOT_A_NUMBER'
  | 'INVALID_COUNTRY'
  | 'TOO_SHORT'
  | 'TOO_LONG'
  | 'INVALID_LENGTH'
  | 'INVALID';

export type PhoneCheck =
  | { valid: true; e164: string; country: CountryCode | undefined; extension?: string }
  | {
      valid: false;
      problem: PhoneProblem;
      /** For INVALID_COUNTRY: what was typed as the code. */ code?: string;
    };

const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits become ASCII digits; everything else is kept. */
export function normalizeDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO));
  });
}

/**
 * What the field keeps of a keystroke or a paste: digits (any of the three scripts, normalised),
 * spaces, parentheses, hyphens and plus signs, cut to `maxLength` characters.
 */
export function sanitizePhoneInput(text: string, maxLength = PHONE_MAX_INPUT_LENGTH): string {
  return normalizeDigits(text)
    .replace(/[^0-9 ()+-]/g, '')
    .slice(0, maxLength);
}

/** The calling code a shopper typed after "+", for the "Invalid country code" message. */
function typedCallingCode(text: string, country: string): string {
  const match = /^\s*\+\s*(\d{1,3})/.exec(text);
  return match ? `+${match[1]}` : country;
}

const isCountryCode = (country: string): country is CountryCode =>
  (getCountries() as string[]).includes(country);

/**
 * Checks a typed number for a country (docs/product-spec.md §5): parsed with libphonenumber-js against the
 * country's patterns and lengths; a valid number comes out in E.164 ("+201012345678").
 */
export function checkPhoneNumber(
  text: string,
  country: string = DEFAULT_PHONE_COUNTRY,
): PhoneCheck {
  const input = normalizeDigits(text).trim();
  if (input === '') return { valid: false, problem: 'REQUIRED' };
  if (!isCountryCode(country) && !input.startsWith('+'))
    return { valid: false, problem: 'INVALID_COUNTRY', code: country };
  const defaultCountry = isCountryCode(country) ? country : undefined;

  let parsed;
  try {
    parsed = parsePhoneNumberWithError(input, defaultCountry);
  } catch (error) {
    if (error instanceof ParseError) {
      const problem = error.message as PhoneProblem;
      return problem === 'INVALID_COUNTRY'
        ? { valid: false, problem, code: typedCallingCode(input, country) }
        : { valid: false, problem };
    }
    throw error;
  }

  const digits = parsed.nationalNumber.length;
  if (digits < PHONE_MIN_NATIONAL_DIGITS) return { valid: false, problem: 'TOO_SHORT' };
  if (digits > PHONE_MAX_NATIONAL_DIGITS) return { valid: false, problem: 'TOO_LONG' };
  if (parsed.ext !== undefined && parsed.ext.length > PHONE_MAX_EXTENSION_LENGTH)
    return { valid: false, problem: 'TOO_LONG' };

  // undefined means IS_POSSIBLE: the length fits the country.
  const length = validatePhoneNumberLength(input, defaultCountry);
  if (length !== undefined) return { valid: false, problem: length as PhoneProblem };
  if (!parsed.isValid()) return { valid: false, problem: 'INVALID' };
  return {
    valid: true,
    e164: parsed.number,
    country: parsed.country,
    ...(parsed.ext ? { extension: parsed.ext } : {}),
  };
}

export interface PhoneCountry {
  code: CountryCode;
  /** The country's name in the page's language. */
  name: string;
  /** "+20" */
  callingCode: string;
}

/**
 * The countries to offer, named in `locale`'s language and sorted in its order; `only` limits the
 * list, `exclude` removes from it. Arabic and English come from a table made ahead
 * (`countryNames.ts`), so the server and the browser render the same names in the same order
 * whatever ICU data each has (Intl.DisplayNames differs between Node and browsers, which broke
 * hydration); any other language falls back to Intl.DisplayNames and Intl.Collator.
 */
export function phoneCountries(
  locale: string,
  { only, exclude }: { only?: readonly string[]; exclude?: readonly string[] } = {},
): PhoneCountry[] {
  const offered = (code: string) => (only ? only.includes(code) : true) && !exclude?.includes(code);
  const language = new Intl.Locale(locale).language;
  const table = language === 'ar' || language === 'en' ? countryNames[language] : undefined;
  const known = new Set<string>(getCountries());
  const rows: (readonly [string, string])[] = table
    ? table.filter(([code]) => known.has(code))
    : sortedByName(locale, getCountries());
  return rows
    .filter(([code]) => offered(code))
    .map(([code, name]) => ({
      code: code as CountryCode,
      name,
      callingCode: `+${getCountryCallingCode(code as CountryCode)}`,
    }));
}

function sortedByName(locale: string, codes: readonly string[]): [string, string][] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return codes
    .map((code): [string, string] => [code, names.of(code) ?? code])
    .sort((a, b) => collator.compare(a[1], b[1]));
}

/** docs/product-spec.md §9: typed letters add up to one search while they come less than 700 ms apart. */
export const TYPE_TO_FIND_MS = 700;

/**
 * The index of the first country whose name starts with `search` (case and accents ignored),
 * looking from `from` onwards and then from the top; -1 when none does.
 */
export function findCountryIndex(
  countries: readonly PhoneCountry[],
  search: string,
  locale: string,
  from = 0,
): number {
  if (search === '') return -1;
  const collator = new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' });
  const startsWith = (name: string) => collator.compare(name.slice(0, search.length), search) === 0;
  for (let step = 0; step < countries.length; step += 1) {
    const index = (from + step) % countries.length;
    const country = countries[index];
    if (country && startsWith(country.name)) return index;
  }
  return -1;
}
