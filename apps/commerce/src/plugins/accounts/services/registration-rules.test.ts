import { describe, expect, it } from 'vitest';
import { checkRegistration, isValidName, passwordViolation } from './registration-rules';

const VALID = {
  firstName: 'عبد الله',
  lastName: "O'Neil-Smith",
  emailAddress: 'abdallah.oneil@example.com',
  password: 'Str0ng!pass',
  phoneNumber: '٠١٠ ١٢٣٤ ٥٦٧٨',
};

describe('names', () => {
  it.each(['منى', 'عبد الله', 'مُحَمَّد', 'Al-Sayed', "O'Neil", 'Zoë', 'José María'])(
    'accept %s',
    (name) => expect(isValidName(name)).toBe(true),
  );
  it.each(['Mona1', 'منى٣', 'Mona!', 'منى؟', 'a_b', 'Mona  Ali', '-Mona', 'Мона', '😀'])(
    'refuse %s',
    (name) => expect(isValidName(name)).toBe(false),
  );
});

describe('passwords', () => {
  it('follow the spec: no spaces, English only, at least 8 long', () => {
    expect(passwordViolation('Str0ng!pass')).toBeUndefined();
    expect(passwordViolation('two words')).toBe('PASSWORD_HAS_SPACES');
    expect(passwordViolation('كلمةسرطويلة')).toBe('PASSWORD_NOT_ENGLISH');
    expect(passwordViolation('Pässwörter')).toBe('PASSWORD_NOT_ENGLISH');
    expect(passwordViolation('short1!')).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('checkRegistration', () => {
  it('passes a valid sign-up, Arabic-Indic phone digits included', () => {
    expect(checkRegistration(VALID)).toEqual([]);
  });

  it('reports every broken rule with its field', () => {
    expect(
      checkRegistration({
        firstName: 'Mona2',
        lastName: '',
        emailAddress: 'Mona@Example.com',
        password: 'with space',
        phoneNumber: '0101',
      }),
    ).toEqual([
      { field: 'firstName', rule: 'FIRST_NAME_INVALID' },
      { field: 'lastName', rule: 'LAST_NAME_REQUIRED' },
      { field: 'emailAddress', rule: 'EMAIL_HAS_CAPITALS_OR_SPACES' },
      { field: 'password', rule: 'PASSWORD_HAS_SPACES' },
      { field: 'phoneNumber', rule: 'PHONE_NUMBER_INVALID' },
    ]);
  });

  it('refuses an address that is not one, and lets the password and phone wait', () => {
    expect(
      checkRegistration({
        ...VALID,
        emailAddress: 'mona.example.com',
        password: null,
        phoneNumber: '',
      }),
    ).toEqual([{ field: 'emailAddress', rule: 'EMAIL_INVALID' }]);
  });
});
