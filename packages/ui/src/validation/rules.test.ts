import { describe, expect, it } from 'vitest';
import { checkEmail, checkFirstName, checkLastName, checkPasswordsMatch } from './rules';

describe('name rules', () => {
  it.each(['Layla', 'ليلى', 'عبد العزيز', "O'Neil", 'Abdel-Aziz', 'Zoë', 'مُحَمَّد', ''])(
    'accept %j',
    (value) => {
      expect(checkFirstName(value)).toBeNull();
      expect(checkLastName(value)).toBeNull();
    },
  );

  it.each(['Layla2', 'ليلى٣', 'Ahmed!', 'a@b', 'Sara_', 'Ali.'])('refuse %j', (value) => {
    expect(checkFirstName(value)).toBe('ui.validation.firstName');
    expect(checkLastName(value)).toBe('ui.validation.lastName');
  });
});

describe('email rule', () => {
  it('refuses capitals and spaces, anywhere', () => {
    expect(checkEmail('Layla@example.com')).toBe('ui.validation.email');
    expect(checkEmail('layla @example.com')).toBe('ui.validation.email');
    expect(checkEmail('layla@example.com ')).toBe('ui.validation.email');
  });

  it('accepts a lower-case address', () => {
    expect(checkEmail('layla.hassan@example.com')).toBeNull();
  });
});

describe('password confirmation', () => {
  it('says the passwords do not match only once something is typed', () => {
    expect(checkPasswordsMatch('Sofa-2026', '')).toBeNull();
    expect(checkPasswordsMatch('Sofa-2026', 'Sofa-2025')).toBe('ui.validation.passwordsDoNotMatch');
    expect(checkPasswordsMatch('Sofa-2026', 'Sofa-2026')).toBeNull();
  });
});
