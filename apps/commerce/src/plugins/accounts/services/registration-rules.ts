import { toE164 } from '../../customer-details/services/phone-number';

/**
 * The sign-up rules of the spec (docs/product-spec.md §5), checked on the server whatever the client did. Each broken
 * rule is one violation with a stable code the storefront maps to its own message, and the
 * spec's wording in both languages for any other caller.
 */
export const REGISTRATION_RULES = {
  FIRST_NAME_REQUIRED: {
    field: 'firstName',
    en: 'First name is required.',
    ar: 'الاسم الأول مطلوب.',
  },
  FIRST_NAME_INVALID: {
    field: 'firstName',
    en: 'First name cannot contain numbers or symbols.',
    ar: 'لا يمكن أن يحتوي الاسم الأول على أرقام أو رموز.',
  },
  LAST_NAME_REQUIRED: {
    field: 'lastName',
    en: 'Last name is required.',
    ar: 'اسم العائلة مطلوب.',
  },
  LAST_NAME_INVALID: {
    field: 'lastName',
    en: 'Last name cannot contain numbers or symbols.',
    ar: 'لا يمكن أن يحتوي اسم العائلة على أرقام أو رموز.',
  },
  EMAIL_HAS_CAPITALS_OR_SPACES: {
    field: 'emailAddress',
    en: 'Email cannot contain capital letters or spaces.',
    ar: 'لا يمكن أن يحتوي البريد الإلكتروني على أحرف كبيرة أو مسافات.',
  },
  EMAIL_INVALID: {
    field: 'emailAddress',
    en: 'Enter a valid email address.',
    ar: 'أدخل بريدًا إلكترونيًا صحيحًا.',
  },
  PASSWORD_HAS_SPACES: {
    field: 'password',
    en: 'Password cannot contain spaces.',
    ar: 'لا يمكن أن تحتوي كلمة المرور على مسافات.',
  },
  PASSWORD_NOT_ENGLISH: {
    field: 'password',
    en: 'Password should be in English.',
    ar: 'يجب أن تكون كلمة المرور بحروف وأرقام إنجليزية.',
  },
  PASSWORD_TOO_SHORT: {
    field: 'password',
    en: 'Password must be at least 8 characters long.',
    ar: 'يجب ألا تقل كلمة المرور عن 8 أحرف.',
  },
  PHONE_NUMBER_INVALID: {
    field: 'phoneNumber',
    en: 'Invalid Phone Number',
    ar: 'رقم الهاتف غير صحيح',
  },
} as const;

export type RegistrationRule = keyof typeof REGISTRATION_RULES;

export interface RegistrationViolation {
  field: (typeof REGISTRATION_RULES)[RegistrationRule]['field'];
  rule: RegistrationRule;
}

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Arabic or Latin letters (with Arabic diacritics and Latin accents), single spaces, hyphens or
 * apostrophes between them: "عبد الله", "Al-Sayed", "O'Neil". No digits of any script, no symbols.
 */
const NAME =
  /^[\p{Script=Arabic}\p{Script=Latin}\p{M}]+(?:[ '’-][\p{Script=Arabic}\p{Script=Latin}\p{M}]+)*$/u;
/** Arabic-script characters that are not letters: digits, punctuation, signs. */
const ARABIC_NON_LETTER =
  /[\u0600-\u061F\u0660-\u066D\u06D4\u06DD\u06DE\u06E9\u06F0-\u06F9\u06FD\u06FE]/u;

export function isValidName(name: string): boolean {
  return NAME.test(name) && !ARABIC_NON_LETTER.test(name);
}

/** Rules for a password wherever one is set (sign-up, reset, change); the first broken one. */
export function passwordViolation(password: string): RegistrationRule | undefined {
  if (/\s/u.test(password)) return 'PASSWORD_HAS_SPACES';
  // Printable ASCII: English letters, digits and symbols only.
  if (!/^[\x21-\x7E]*$/.test(password)) return 'PASSWORD_NOT_ENGLISH';
  if (password.length < MIN_PASSWORD_LENGTH) return 'PASSWORD_TOO_SHORT';
  return undefined;
}

export interface RegistrationInput {
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  password?: string | null;
  phoneNumber?: string | null;
}

export function checkRegistration(input: RegistrationInput): RegistrationViolation[] {
  const broken: RegistrationRule[] = [];
  const firstName = input.firstName?.trim() ?? '';
  const lastName = input.lastName?.trim() ?? '';
  if (!firstName) broken.push('FIRST_NAME_REQUIRED');
  else if (!isValidName(firstName)) broken.push('FIRST_NAME_INVALID');
  if (!lastName) broken.push('LAST_NAME_REQUIRED');
  else if (!isValidName(lastName)) broken.push('LAST_NAME_INVALID');

  const email = input.emailAddress ?? '';
  if (/[\p{Lu}\s]/u.test(email)) broken.push('EMAIL_HAS_CAPITALS_OR_SPACES');
  else if (!/^[^@]+@[^@]+\.[^@.]+$/.test(email)) broken.push('EMAIL_INVALID');

  // With email verification on, the password may come later, when the address is verified.
  if (input.password) {
    const rule = passwordViolation(input.password);
    if (rule) broken.push(rule);
  }
  if (input.phoneNumber?.trim() && !toE164(input.phoneNumber)) broken.push('PHONE_NUMBER_INVALID');

  return broken.map((rule) => ({ field: REGISTRATION_RULES[rule].field, rule }));
}

export function ruleMessage(rule: RegistrationRule, languageCode: string): string {
  return languageCode === 'ar' ? REGISTRATION_RULES[rule].ar : REGISTRATION_RULES[rule].en;
}
