import { messagesFor, type MessageKey } from '@dar/i18n';

/**
 * The stories' expected text, read from the catalogue of the story's language, so an assertion
 * checks exactly what the shopper is shown. Simple `{name}` arguments only.
 */
export const locale = (value: unknown): 'ar' | 'en' => (value === 'en' ? 'en' : 'ar');

export function text(
  globalsLocale: unknown,
  key: MessageKey,
  values: Record<string, string> = {},
): string {
  return Object.entries(values).reduce(
    (message, [name, value]) => message.replace(`{${name}}`, value),
    messagesFor(locale(globalsLocale))[key],
  );
}
