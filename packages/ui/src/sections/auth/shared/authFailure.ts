import type { MessageKey } from '@dar/i18n';

/**
 * A failed auth call as the section needs it: the server's `errorCode` (commerce-hooks'
 * `ShopFailure.errorCode`) and the values some codes carry (`ShopFailure.values`), so the
 * storefront passes the failure through and the section words it in the page's language.
 */
export interface AuthFailure {
  /** e.g. `INVALID_CREDENTIALS_ERROR`, `NOT_VERIFIED_ERROR`, `PASSWORD_VALIDATION_ERROR`. */
  errorCode: string;
  /** PasswordValidationError's reason, already in the request's language. */
  validationErrorMessage?: string;
  /** RateLimitedError: how long before trying again. */
  retryAfterSeconds?: number;
  /**
   * RegistrationValidationError: each broken rule, by the input field it concerns (`firstName`,
   * `lastName`, `emailAddress`, `password`), with the server's message in the page's language.
   */
  violations?: { field: string; message: string }[];
}

/** The form field a failure is about, so it is shown on that field rather than above the form. */
export type AuthFailureField = 'email' | 'password' | 'code' | 'firstName' | 'lastName';

const messageIds: Record<string, MessageKey> = {
  INVALID_CREDENTIALS_ERROR: 'shopError.invalidCredentials',
  NOT_VERIFIED_ERROR: 'shopError.notVerified',
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 'shopError.resetTokenInvalid',
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'shopError.resetTokenExpired',
  PASSWORD_RESET_CODE_INVALID_ERROR: 'shopError.resetCodeInvalid',
  PASSWORD_RESET_CODE_EXPIRED_ERROR: 'shopError.resetCodeExpired',
  PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR: 'shopError.resetCodeAttempts',
  PASSWORD_VALIDATION_ERROR: 'shopError.passwordValidation',
  NATIVE_AUTH_STRATEGY_ERROR: 'shopError.nativeAuthStrategy',
  RATE_LIMITED_ERROR: 'shopError.rateLimited',
  EMAIL_ADDRESS_CONFLICT_ERROR: 'auth.signUp.emailInUse',
  REGISTRATION_VALIDATION_ERROR: 'shopError.registrationValidation',
};

const fields: Record<string, AuthFailureField> = {
  PASSWORD_VALIDATION_ERROR: 'password',
  EMAIL_ADDRESS_CONFLICT_ERROR: 'email',
  PASSWORD_RESET_CODE_INVALID_ERROR: 'code',
  PASSWORD_RESET_CODE_EXPIRED_ERROR: 'code',
  PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR: 'code',
  PASSWORD_RESET_TOKEN_INVALID_ERROR: 'code',
  PASSWORD_RESET_TOKEN_EXPIRED_ERROR: 'code',
};

/**
 * The catalogue message and its values for a failure; unknown codes get the generic message.
 * `field` is set only when the failure is about one of `formFields`; otherwise the form shows it
 * above its fields.
 */
export function describeAuthFailure(
  failure: AuthFailure,
  formFields: readonly AuthFailureField[] = [],
): {
  id: MessageKey;
  values: Record<string, string | number>;
  field: AuthFailureField | null;
} {
  return {
    id: messageIds[failure.errorCode] ?? 'error.generic',
    values: {
      validationErrorMessage: failure.validationErrorMessage ?? '',
      retryAfterSeconds: failure.retryAfterSeconds ?? 0,
    },
    field: formFields.find((field) => field === fields[failure.errorCode]) ?? null,
  };
}

/** The form field for each input field a server violation names. */
const violationFields: Record<string, AuthFailureField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  emailAddress: 'email',
  password: 'password',
};

/**
 * A validation failure's violations on the form's fields (the first message per field), and the
 * messages about fields the form does not have, to show above it.
 */
export function placeViolations(
  failure: AuthFailure | undefined,
  formFields: readonly AuthFailureField[],
): { onFields: Partial<Record<AuthFailureField, string>>; elsewhere: string[] } {
  const onFields: Partial<Record<AuthFailureField, string>> = {};
  const elsewhere: string[] = [];
  for (const { field, message } of failure?.violations ?? []) {
    const formField = violationFields[field];
    if (formField && formFields.includes(formField)) onFields[formField] ??= message;
    else elsewhere.push(message);
  }
  return { onFields, elsewhere };
}
