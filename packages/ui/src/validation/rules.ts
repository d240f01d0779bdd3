import type { MessageKey } from '@dar/i18n';

/**
 * The spec's field rules (docs/product-spec.md §5) as pure checks: each returns the catalogue id of the message to show,
 * or null when the value passes. Forms pass them to a field's `validate` through `useFieldRules`;
 * kept pure so that the rules are unit-tested apart from any form.
 */

// Letters of any script (Arabic names are the common case), with the marks Arabic and accented
// Latin names use, spaces between parts, and the hyphen and apostrophe of names like "Abdel-Aziz"
// or "O'Neil". Digits of any script and every other symbol are refused.
const name = /^[\p{L}\p{M}' \u2019-]*$/u;

export function checkFirstName(value: string): MessageKey | null {
  return name.test(value) ? null : 'ui.validation.firstName';
}

export function checkLastName(value: string): MessageKey | null {
  return name.test(value) ? null : 'ui.validation.lastName';
}

/** Capitals and spaces are refused, not silently changed, so the shopper sees what is stored. */
export function checkEmail(value: string): MessageKey | null {
  return /[\p{Lu}\s]/u.test(value) ? 'ui.validation.email' : null;
}

/** The shortest password the commerce server accepts (its password policy). */
export const PASSWORD_MIN_LENGTH = 8;

/** The confirmation of a new password (sign-up is single-entry; reset and change confirm). */
export function checkPasswordsMatch(password: string, confirmation: string): MessageKey | null {
  return confirmation.length === 0 || password === confirmation
    ? null
    : 'ui.validation.passwordsDoNotMatch';
}
