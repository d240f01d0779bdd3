import { localeConfig, type Locale } from './config';
import type { IntlShape } from 'react-intl';

/** Vendure keeps money in minor units (piasters for EGP): 129950 is 1,299.50. */
const MINOR_UNITS_PER_MAJOR = 100;

export interface MoneyOptions {
  /** Drop the fraction when it is zero (`١٬٢٩٩ ج.م.‏` instead of `١٬٢٩٩٫٠٠ ج.م.‏`). */
  trimZeroFraction?: boolean;
}

export function formatMoney(
  amountMinor: number,
  currencyCode: string,
  locale: Locale,
  { trimZeroFraction = false }: MoneyOptions = {},
): string {
  const major = amountMinor / MINOR_UNITS_PER_MAJOR;
  const whole = Number.isInteger(major);
  return new Intl.NumberFormat(localeConfig[locale].intlLocale, {
    style: 'currency',
    currency: currencyCode,
    ...(trimZeroFraction && whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(major);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(localeConfig[locale].intlLocale, options).format(value);
}

export function formatDate(
  value: Date | string | number,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'long' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  return new Intl.DateTimeFormat(localeConfig[locale].intlLocale, options).format(date);
}

/**
 * What a component that also renders on the server needs to write its text: react-intl's
 * `IntlShape` has it — `getIntl(locale)` from '@dar/i18n/server' in a Server Component, `useIntl()`
 * from '@dar/i18n/react' in a client one — so the component itself reads no React context and ships
 * no JS to a page that renders it on the server.
 */
export type ShopIntl = Pick<IntlShape, 'locale' | 'formatMessage' | 'formatNumber' | 'formatDate'>;

const ARABIC_INDIC_ZERO = 0x0660;

/** A word with Latin letters in it. */
const LATIN_WORD = /[A-Za-z]/;
/**
 * A word that is a code or an address rather than prose: a model ("KD-200"), a link, an email, a
 * date or a time ("12/2026", "10:30"), anything with a sign prose does not use.
 */
const CODE_WORD = /[A-Za-z]|[^\p{L}\p{M}\p{N}.,%+×\-–()«»"'،؛:!?؟]|\p{N}[:/]\p{N}/u;
/** A number: digits, with a decimal point or thousands separators between them. */
const NUMBER = /\d+(?:[.,]\d+)*%?/g;

/**
 * Numbers in running text the catalogue or staff wrote (a specification, a city's name) in the
 * page's digits, as the shop's own numbers are: Arabic-Indic on an Arabic page ("300 كجم" →
 * "٣٠٠ كجم", "2.5" → "٢٫٥", "1,200" → "١٬٢٠٠", "55%" → "٥٥٪"). A number is left as written where
 * changing it could change what it says: in a Latin word, code or address ("4K", "KD-200",
 * "dar.example/p/12", "12/2026", "10:30"), beside a Latin word ("USB-C 3.0", "300 kg"), or with a
 * comma that is not a thousands separator ("2,5" keeps its comma). Other languages get the text
 * unchanged.
 */
export function localDigits(text: string, locale: string): string {
  if (!locale.startsWith('ar')) return text;
  // Words and the white space between them: a word's neighbours are two places away.
  const parts = text.split(/(\s+)/);
  const latin = parts.map((part) => LATIN_WORD.test(part));
  return parts
    .map((part, index) => {
      if (!/\d/.test(part) || CODE_WORD.test(part) || latin[index - 2] || latin[index + 2]) {
        return part;
      }
      return part.replace(NUMBER, arabicNumber);
    })
    .join('');
}

function arabicNumber(number: string): string {
  // A comma reads as thousands only before three digits; otherwise it is kept as written.
  if (/,(?!\d{3}(?:\D|$))/.test(number)) {
    return number.replace(/\d/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
  }
  return number.replace(/[\d.,%]/g, (character) =>
    character === '.'
      ? '٫'
      : character === ','
        ? '٬'
        : character === '%'
          ? '٪'
          : String.fromCharCode(ARABIC_INDIC_ZERO + Number(character)),
  );
}
