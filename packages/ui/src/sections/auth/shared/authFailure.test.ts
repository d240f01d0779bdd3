import { getIntl } from '@dar/i18n/server';
import { describe, expect, it } from 'vitest';
import { describeAuthFailure, placeViolations } from './authFailure';

const say = (locale: 'ar' | 'en', failure: Parameters<typeof describeAuthFailure>[0]) => {
  const { id, values } = describeAuthFailure(failure);
  return getIntl(locale).formatMessage({ id }, values);
};

describe('auth failures', () => {
  it('words wrong credentials as the spec does, above the form', () => {
    expect(say('en', { errorCode: 'INVALID_CREDENTIALS_ERROR' })).toBe(
      'Incorrect email or password',
    );
    expect(describeAuthFailure({ errorCode: 'INVALID_CREDENTIALS_ERROR' }).field).toBeNull();
  });

  it("puts the server's password rule on the password field", () => {
    const failure = {
      errorCode: 'PASSWORD_VALIDATION_ERROR',
      validationErrorMessage: 'Password is too short.',
    };
    expect(say('en', failure)).toBe('Invalid password. Password is too short.');
    expect(describeAuthFailure(failure, ['email', 'password']).field).toBe('password');
  });

  it('puts a used email on the email field, in Arabic too', () => {
    const failure = { errorCode: 'EMAIL_ADDRESS_CONFLICT_ERROR' };
    expect(describeAuthFailure(failure, ['email', 'password']).field).toBe('email');
    expect(say('ar', failure)).toBe('يوجد حساب مسجّل بهذا البريد الإلكتروني بالفعل.');
  });

  it('puts wrong and expired codes on the code', () => {
    const expired = { errorCode: 'PASSWORD_RESET_CODE_EXPIRED_ERROR' };
    expect(describeAuthFailure(expired, ['code']).field).toBe('code');
    // A form without a code field shows it above its fields.
    expect(describeAuthFailure(expired, ['password']).field).toBeNull();
    expect(say('en', { errorCode: 'PASSWORD_RESET_TOKEN_INVALID_ERROR' })).toMatch(/not valid/);
  });

  it('falls back to the generic message for a code it does not know', () => {
    expect(say('en', { errorCode: 'SOMETHING_NEW_ERROR' })).toBe('Sorry, Something went wrong');
  });
});

describe('placeViolations', () => {
  it('puts each violation on the form field it names, and the others above the form', () => {
    const failure = {
      errorCode: 'REGISTRATION_VALIDATION_ERROR',
      violations: [
        { field: 'firstName', message: 'First name cannot contain numbers or symbols.' },
        { field: 'emailAddress', message: 'Enter a valid email address.' },
        { field: 'phoneNumber', message: 'Invalid Phone Number' },
      ],
    };
    expect(placeViolations(failure, ['firstName', 'lastName', 'email', 'password'])).toEqual({
      onFields: {
        firstName: 'First name cannot contain numbers or symbols.',
        email: 'Enter a valid email address.',
      },
      elsewhere: ['Invalid Phone Number'],
    });
  });

  it('gives the registration refusal its own message, not the generic one', () => {
    expect(describeAuthFailure({ errorCode: 'REGISTRATION_VALIDATION_ERROR' }).id).toBe(
      'shopError.registrationValidation',
    );
  });
});
