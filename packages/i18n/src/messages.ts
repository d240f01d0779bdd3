import ar from './messages/ar.json';
import en from './messages/en.json';
import type { Locale } from './config';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

/** The ICU catalogues, flat `area.name` keys. Both must have the same keys (tested). */
export const catalogues: Record<Locale, Messages> = { ar, en };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}
