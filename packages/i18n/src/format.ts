import { localeConfig, type Locale } from './config';

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
