import accountAr from './messages/account/ar.json';
import accountEn from './messages/account/en.json';
import ar from './messages/ar.json';
import authAr from './messages/auth/ar.json';
import authEn from './messages/auth/en.json';
import cartAr from './messages/cart/ar.json';
import cartEn from './messages/cart/en.json';
import catalogueAr from './messages/catalogue/ar.json';
import catalogueEn from './messages/catalogue/en.json';
import checkoutAr from './messages/checkout/ar.json';
import checkoutEn from './messages/checkout/en.json';
import contentAr from './messages/content/ar.json';
import contentEn from './messages/content/en.json';
import en from './messages/en.json';
import productAr from './messages/product/ar.json';
import productEn from './messages/product/en.json';
import shellAr from './messages/shell/ar.json';
import shellEn from './messages/shell/en.json';
import storefrontAr from './messages/storefront/ar.json';
import storefrontEn from './messages/storefront/en.json';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Locale } from './config';

/**
 * The catalogues by area: `ar.json`/`en.json` hold the shared messages, each folder one area of
 * the shop (its sections' text), so that work on different areas never edits the same file.
 * A key lives in exactly one area (tested).
 */
export const areas = {
  core: { ar, en },
  shell: { ar: shellAr, en: shellEn },
  catalogue: { ar: catalogueAr, en: catalogueEn },
  product: { ar: productAr, en: productEn },
  cart: { ar: cartAr, en: cartEn },
  checkout: { ar: checkoutAr, en: checkoutEn },
  account: { ar: accountAr, en: accountEn },
  auth: { ar: authAr, en: authEn },
  content: { ar: contentAr, en: contentEn },
  storefront: { ar: storefrontAr, en: storefrontEn },
} as const;

const english = {
  ...en,
  ...shellEn,
  ...catalogueEn,
  ...productEn,
  ...cartEn,
  ...checkoutEn,
  ...accountEn,
  ...authEn,
  ...contentEn,
  ...storefrontEn,
};

export type MessageKey = keyof typeof english;
export type Messages = Record<MessageKey, string>;
/**
 * A catalogue parsed ahead (`compiledMessagesFor` in `@dar/i18n/server`): what the browser gets.
 * A message with no argument, plural or tag is its text (smaller in every page than its one
 * literal element); the rest are react-intl's AST.
 */
export type CompiledMessages = Record<MessageKey, MessageFormatElement[] | string>;

/** The ICU catalogues, flat `area.name` keys. Both must have the same keys (tested). */
export const catalogues: Record<Locale, Messages> = {
  ar: {
    ...ar,
    ...shellAr,
    ...catalogueAr,
    ...productAr,
    ...cartAr,
    ...checkoutAr,
    ...accountAr,
    ...authAr,
    ...contentAr,
    ...storefrontAr,
  },
  en: english,
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
