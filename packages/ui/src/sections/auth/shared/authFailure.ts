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
}

/** The form field a failure is about, so it is shown on that field rather than above the form. */
export type AuthFailureField = 'email' | 'password' | 'code';

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
