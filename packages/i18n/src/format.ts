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

/**
 * Numbers in running text the catalogue or staff wrote (a specification, a city's name) in the
 * page's digits, as the shop's own numbers are: Arabic-Indic on an Arabic page ("300 كجم" →
 * "٣٠٠ كجم", "2.5" → "٢٫٥", "1,200" → "١٬٢٠٠"). Digits that belong to a Latin word or code
 * ("H2O", "4K") are left as written; other languages get the text unchanged.
 */
export function localDigits(text: string, locale: string): string {
  if (!locale.startsWith('ar')) return text;
  return text.replace(/(?<![A-Za-z\d.,])\d+(?:[.,]\d+)*(?![A-Za-z\d])/g, (number) =>
    number.replace(/[\d.,]/g, (character) =>
      character === '.'
        ? '٫'
        : character === ','
          ? '٬'
          : String.fromCharCode(ARABIC_INDIC_ZERO + Number(character)),
    ),
  );
}
