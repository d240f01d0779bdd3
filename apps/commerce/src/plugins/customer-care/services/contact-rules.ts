import { isOneEmailAddress } from '../../../common/email-address';

/**
 * The contact form's rules; each broken one is a violation with a code and both languages (the
 * Arabic with Arabic-Indic digits, as the shop's Arabic pages write numbers).
 */
export const CONTACT_RULES = {
  NAME_REQUIRED: { field: 'name', en: 'Please enter your name.', ar: 'من فضلك اكتب اسمك.' },
  NAME_TOO_LONG: {
    field: 'name',
    en: 'The name is too long (100 characters at most).',
    ar: 'الاسم طويل جدًا (١٠٠ حرف على الأكثر).',
  },
  EMAIL_INVALID: {
    field: 'email',
    en: 'Enter a valid email address.',
    ar: 'أدخل بريدًا إلكترونيًا صحيحًا.',
  },
  MESSAGE_TOO_SHORT: {
    field: 'message',
    en: 'Please write at least 10 characters.',
    ar: 'من فضلك اكتب ١٠ أحرف على الأقل.',
  },
  MESSAGE_TOO_LONG: {
    field: 'message',
    en: 'The message is too long (2,000 characters at most).',
    ar: 'الرسالة طويلة جدًا (٢٠٠٠ حرف على الأكثر).',
  },
} as const;

export type ContactRule = keyof typeof CONTACT_RULES;

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}

export const MAX_NAME_LENGTH = 100;
export const MIN_MESSAGE_LENGTH = 10;
export const MAX_MESSAGE_LENGTH = 2000;

export function checkContact(input: ContactInput): ContactRule[] {
  const broken: ContactRule[] = [];
  const name = input.name.trim();
  const message = input.message.trim();
  if (!name) broken.push('NAME_REQUIRED');
  else if (name.length > MAX_NAME_LENGTH) broken.push('NAME_TOO_LONG');
  if (!isOneEmailAddress(input.email)) broken.push('EMAIL_INVALID');
  if (message.length < MIN_MESSAGE_LENGTH) broken.push('MESSAGE_TOO_SHORT');
  else if (message.length > MAX_MESSAGE_LENGTH) broken.push('MESSAGE_TOO_LONG');
  return broken;
}
