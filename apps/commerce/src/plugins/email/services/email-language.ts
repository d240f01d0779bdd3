import { LanguageCode, type RequestContext } from '@vendure/core';

/** The languages emails are written in; Arabic is the shop's default. */
export const EMAIL_LANGUAGES = ['ar', 'en'] as const;
export type EmailLanguage = (typeof EMAIL_LANGUAGES)[number];

export function toEmailLanguage(code: string | null | undefined): EmailLanguage {
  return code === LanguageCode.en ? 'en' : 'ar';
}

/** Anything that may carry the customer's saved language (`Customer.customFields`). */
export interface WithPreferredLanguage {
  customFields?: { preferredLanguage?: string | null } | null;
}

/**
 * The language of an email: that of the Shop API request that caused it (registration, password
 * reset, checkout, contact form: the page the shopper is looking at); otherwise, when staff or
 * the server caused it (Admin API, jobs), the customer's saved `preferredLanguage`; Arabic when
 * neither is known.
 */
export function emailLanguage(
  ctx: RequestContext,
  customer?: WithPreferredLanguage | null,
): EmailLanguage {
  if (ctx.apiType === 'shop') {
    return toEmailLanguage(ctx.languageCode);
  }
  return toEmailLanguage(customer?.customFields?.preferredLanguage);
}

export interface EmailLinks {
  /** The storefront's origin, e.g. https://dar.example; the first origin of STOREFRONT_URL. */
  storefrontUrl: string;
  /** Customer care's inbox, for contact-form messages. */
  staffEmail: string;
}

/** A storefront URL in the email's language: Arabic has no prefix, English `/en`. */
export function storefrontLink(
  links: EmailLinks,
  language: EmailLanguage,
  pathAndQuery: string,
): string {
  const base = links.storefrontUrl.replace(/\/+$/, '');
  const prefix = language === 'en' ? '/en' : '';
  const suffix = pathAndQuery === '/' ? '' : pathAndQuery;
  return `${base}${prefix}${suffix}` || '/';
}

const LOCALES: Record<EmailLanguage, string> = { ar: 'ar-EG', en: 'en-EG' };

/** Money in minor units as the shopper reads it: `‏١٬٢٩٩٫٥٠ ج.م.‏` or `EGP 1,299.50`. */
export function formatMoney(amount: number, currencyCode: string, language: EmailLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currencyCode,
  }).format(amount / 100);
}

/** A date in Cairo time, e.g. `٢٢ نوفمبر ٢٠٢٦` or `22 November 2026`. */
export function formatDate(
  date: Date | string | null | undefined,
  language: EmailLanguage,
): string {
  if (!date) {
    return '';
  }
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'Africa/Cairo',
  }).format(new Date(date));
}

/** A count in the language's digits: `٣` or `3`. */
export function formatCount(count: number, language: EmailLanguage): string {
  return new Intl.NumberFormat(LOCALES[language]).format(count);
}

/** A tax rate as a percentage in the language's digits: `١٤٪` or `14%`. */
export function formatPercent(rate: number, language: EmailLanguage): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(rate / 100);
}

/** A number written as text (a phone number) in the language's digits: `١٦٣٥٨` or `16358`. */
export function formatDigits(text: string, language: EmailLanguage): string {
  if (language !== 'ar') return text;
  return text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}
