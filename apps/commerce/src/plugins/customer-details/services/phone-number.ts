// The full metadata checks the country's number patterns, not only the length (as the field does).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** Numbers written without a country code are Egyptian: the shop sells in Egypt. */
export const DEFAULT_PHONE_COUNTRY = 'EG';

/**
 * The E.164 form (`+201012345678`) of a valid phone number, or undefined when the text is not a
 * valid number. Accepts local (`010 1234 5678`), international and Arabic-Indic digit spellings.
 */
export function toE164(text: string): string | undefined {
  const phone = parsePhoneNumberFromString(toLatinDigits(text), DEFAULT_PHONE_COUNTRY);
  return phone?.isValid() ? phone.number : undefined;
}

function toLatinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}
