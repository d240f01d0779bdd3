import { isOneEmailAddress } from '../../../common/email-address';
import { isValidName, REGISTRATION_RULES } from './registration-rules';

/**
 * Bounds on every string a shopper can write through the Shop API (names, addresses, delivery
 * instructions, messages, codes): without them one address book page grew to 1.8 MB and names
 * held NUL bytes. The spec's sign-up rules for names apply to a profile update as well.
 */

/** Longest value per argument name; any other string argument gets DEFAULT_MAX_LENGTH. */
export const MAX_LENGTHS: Readonly<Record<string, number>> = {
  firstName: 100,
  lastName: 100,
  fullName: 200,
  company: 200,
  title: 50,
  emailAddress: 254,
  username: 254,
  password: 128,
  currentPassword: 128,
  newPassword: 128,
  phoneNumber: 30,
  postalCode: 20,
  // Free text a shopper writes for people to read.
  instructions: 1000,
  message: 5000,
};
export const DEFAULT_MAX_LENGTH = 255;

/** C0 controls and DEL, except tab, line feed and carriage return: never text a person typed. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/u;

export const INPUT_RULES = {
  FIELD_TOO_LONG: {
    en: 'This field can be at most {max} characters long.',
    ar: 'يجب ألا يزيد هذا الحقل عن {max} حرفًا.',
  },
  FIELD_HAS_CONTROL_CHARACTERS: {
    en: 'This field contains characters that are not allowed.',
    ar: 'يحتوي هذا الحقل على رموز غير مسموح بها.',
  },
  FIRST_NAME_REQUIRED: REGISTRATION_RULES.FIRST_NAME_REQUIRED,
  FIRST_NAME_INVALID: REGISTRATION_RULES.FIRST_NAME_INVALID,
  LAST_NAME_REQUIRED: REGISTRATION_RULES.LAST_NAME_REQUIRED,
  LAST_NAME_INVALID: REGISTRATION_RULES.LAST_NAME_INVALID,
  EMAIL_INVALID: REGISTRATION_RULES.EMAIL_INVALID,
  QUANTITY_TOO_SMALL: {
    en: 'Choose at least one piece.',
    ar: 'اختر قطعة واحدة على الأقل.',
  },
} as const;

export type InputRule = keyof typeof INPUT_RULES;

export interface InputViolation {
  /** Dotted path of the argument, e.g. `input.customFields.instructions`. */
  field: string;
  rule: InputRule;
  max?: number;
}

/**
 * The first broken bound among a mutation's arguments, or undefined. `metadata` (the payment
 * handler's free-form JSON) is its handler's to check.
 */
export function checkInputBounds(operation: string, args: unknown): InputViolation | undefined {
  const emailField = EMAIL_ARGUMENTS[operation];
  if (emailField) {
    const email = emailField
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], args);
    if (typeof email === 'string' && !isOneEmailAddress(email)) {
      return { field: emailField, rule: 'EMAIL_INVALID' };
    }
  }
  // Adding nothing is a mistake, not a shortage (Vendure answered 0 with InsufficientStockError).
  // adjustOrderLine keeps 0: it removes the line.
  if (operation === 'addItemToOrder') {
    const { quantity } = args as { quantity?: unknown };
    if (typeof quantity === 'number' && quantity < 1) {
      return { field: 'quantity', rule: 'QUANTITY_TOO_SMALL' };
    }
  }
  if (operation === 'updateCustomer') {
    const input = (args as { input?: { firstName?: unknown; lastName?: unknown } }).input ?? {};
    const names = [
      ['firstName', input.firstName, 'FIRST_NAME_REQUIRED', 'FIRST_NAME_INVALID'],
      ['lastName', input.lastName, 'LAST_NAME_REQUIRED', 'LAST_NAME_INVALID'],
    ] as const;
    for (const [field, value, required, invalid] of names) {
      // Left out of the input: unchanged. Given: as at sign-up.
      if (value === undefined) continue;
      const name = typeof value === 'string' ? value.trim() : '';
      if (!name) return { field: `input.${field}`, rule: required };
      if (name.length <= MAX_LENGTHS[field]! && !isValidName(name)) {
        return { field: `input.${field}`, rule: invalid };
      }
    }
  }
  return walk(args, '');
}

/**
 * The operations that send an email to an address a stranger types, and where it is: it must be
 * one address (common/email-address.ts). contactUs and subscribeToNewsletter check theirs in their
 * own typed results, with the form's other violations.
 */
const EMAIL_ARGUMENTS: Readonly<Record<string, string>> = {
  setCustomerForOrder: 'input.emailAddress',
};

function walk(value: unknown, path: string): InputViolation | undefined {
  if (typeof value === 'string') {
    const key = path.slice(path.lastIndexOf('.') + 1);
    const max = MAX_LENGTHS[key] ?? DEFAULT_MAX_LENGTH;
    if (value.length > max) return { field: path, rule: 'FIELD_TOO_LONG', max };
    if (CONTROL_CHARACTERS.test(value))
      return { field: path, rule: 'FIELD_HAS_CONTROL_CHARACTERS' };
    return undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = walk(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'metadata') continue;
      const found = walk(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}
