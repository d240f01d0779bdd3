import type { MessageKey } from '@dar/i18n';
import type { ErrorCode } from './gql/graphql';

/**
 * Vendure's ErrorResult unions as discriminated results: `{ ok: true, value }` or a failure that
 * carries the i18n message id (and its values) the storefront shows in the page's language.
 * The server's own translated `message` is kept for logs and for codes we have no wording for.
 */
export interface ShopFailure {
  ok: false;
  errorCode: ErrorCode;
  messageId: MessageKey;
  /** Values for the message's ICU arguments. */
  values: Record<string, string | number>;
  /** The server's message, in the request's language. */
  message: string;
  /**
   * Validation errors (RegistrationValidationError, ContactValidationError): each broken rule with
   * the input field it concerns and the server's message in the request's language, so a form
   * shows it on that field.
   */
  violations?: { field: string; message: string }[];
}

export type ShopOutcome<T> = { ok: true; value: T } | ShopFailure;

/** Any member of a result union: an ErrorResult has `errorCode` and `message`. */
interface ErrorResultShape {
  __typename?: string;
  errorCode: ErrorCode;
  message: string;
  quantityAvailable?: number;
  validationErrorMessage?: string;
  retryAfterSeconds?: number;
  violations?: { field: string; message: string }[];
}

/** The catalogue key for each error a shopper can cause; anything else is the generic message. */
const MESSAGE_IDS: Partial<Record<ErrorCode, MessageKey>> = {
  INSUFFICIENT_STOCK_ERROR: 'shopError.insufficientStock',
  COUPON_CODE_EXPIRED_ERROR: 'shopError.couponExpired',
  COUPON_CODE_INVALID_ERROR: 'shopError.couponInvalid',
  COUPON_CODE_LIMIT_ERROR: 'shopError.couponLimit',
  // A coupon stripped as the payment was added (its limit reached meanwhile, its conditions no
  // longer met): the total went up, and the shopper confirms again.
  COUPON_REMOVED_DURING_CHECKOUT_ERROR: 'shopError.couponRemoved',
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
  CONTACT_VALIDATION_ERROR: 'shopError.contact',
  REGISTRATION_VALIDATION_ERROR: 'shopError.registrationValidation',
  PAYMENT_DECLINED_ERROR: 'shopError.payment',
  PAYMENT_FAILED_ERROR: 'shopError.payment',
};

/**
 * The catalogue key for an error code that came back through a URL (a form posted before the page
 * hydrated, answered with a redirect): anything unknown is the generic message.
 */
export function shopErrorMessageId(errorCode: string): MessageKey {
  // Own keys only: a URL could name `toString`.
  return (
    (Object.hasOwn(MESSAGE_IDS, errorCode) && MESSAGE_IDS[errorCode as ErrorCode]) ||
    'error.generic'
  );
}

export function isErrorResult(result: object): result is ErrorResultShape {
  return 'errorCode' in result && typeof (result as { errorCode: unknown }).errorCode === 'string';
}

/** The failure for one ErrorResult member. */
export function toShopFailure(error: ErrorResultShape): ShopFailure {
  const values: Record<string, string | number> = {};
  if (error.quantityAvailable !== undefined) values.quantityAvailable = error.quantityAvailable;
  if (error.validationErrorMessage !== undefined)
    values.validationErrorMessage = error.validationErrorMessage;
  if (error.retryAfterSeconds !== undefined) values.retryAfterSeconds = error.retryAfterSeconds;
  return {
    ok: false,
    errorCode: error.errorCode,
    messageId: MESSAGE_IDS[error.errorCode] ?? 'error.generic',
    values,
    message: error.message,
    ...(error.violations?.length
      ? { violations: error.violations.map(({ field, message }) => ({ field, message })) }
      : {}),
  };
}

/** A union result as an outcome; the success keeps its type with the error members removed. */
export function toOutcome<T extends object>(
  result: T,
): ShopOutcome<Exclude<T, { errorCode: unknown }>> {
  if (isErrorResult(result)) return toShopFailure(result);
  return { ok: true, value: result as Exclude<T, { errorCode: unknown }> };
}
