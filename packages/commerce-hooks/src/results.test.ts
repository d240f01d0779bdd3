import { describe, expect, it } from 'vitest';
import { catalogues } from '@dar/i18n';
import { shopErrorMessageId, toOutcome } from './results';

describe('toOutcome', () => {
  it('passes a success through, typed without the error members', () => {
    const outcome = toOutcome({ __typename: 'Success' as const, success: true });
    expect(outcome).toEqual({ ok: true, value: { __typename: 'Success', success: true } });
  });

  it('turns InsufficientStockError into its message id with the quantity available', () => {
    const outcome = toOutcome({
      __typename: 'InsufficientStockError',
      errorCode: 'INSUFFICIENT_STOCK_ERROR' as const,
      message: 'Only 2 items were added to the order due to insufficient stock',
      quantityAvailable: 2,
    });
    expect(outcome).toMatchObject({
      ok: false,
      errorCode: 'INSUFFICIENT_STOCK_ERROR',
      messageId: 'shopError.insufficientStock',
      values: { quantityAvailable: 2 },
    });
  });

  it.each([
    ['COUPON_CODE_EXPIRED_ERROR', 'shopError.couponExpired'],
    ['COUPON_CODE_INVALID_ERROR', 'shopError.couponInvalid'],
    ['COUPON_CODE_LIMIT_ERROR', 'shopError.couponLimit'],
    ['COUPON_REMOVED_DURING_CHECKOUT_ERROR', 'shopError.couponRemoved'],
    ['NOT_VERIFIED_ERROR', 'shopError.notVerified'],
    ['PASSWORD_RESET_TOKEN_INVALID_ERROR', 'shopError.resetTokenInvalid'],
    ['PASSWORD_RESET_TOKEN_EXPIRED_ERROR', 'shopError.resetTokenExpired'],
    ['NATIVE_AUTH_STRATEGY_ERROR', 'shopError.nativeAuthStrategy'],
    ['INVALID_CREDENTIALS_ERROR', 'shopError.invalidCredentials'],
    ['ORDER_MODIFICATION_ERROR', 'error.generic'],
  ] as const)('%s reads %s, which exists in Arabic and English', (errorCode, messageId) => {
    const outcome = toOutcome({ errorCode, message: 'server wording' });
    expect(outcome).toMatchObject({ ok: false, messageId, message: 'server wording' });
    expect(catalogues.ar[messageId]).toBeTruthy();
    expect(catalogues.en[messageId]).toBeTruthy();
  });

  it('keeps the validation message of a password error for its message', () => {
    const outcome = toOutcome({
      errorCode: 'PASSWORD_VALIDATION_ERROR' as const,
      message: 'Password is invalid',
      validationErrorMessage: 'at least 8 characters',
    });
    expect(outcome).toMatchObject({
      messageId: 'shopError.passwordValidation',
      values: { validationErrorMessage: 'at least 8 characters' },
    });
  });
});

describe('shopErrorMessageId', () => {
  it('words a code that came back through a URL, and nothing else than the generic message', () => {
    expect(shopErrorMessageId('INSUFFICIENT_STOCK_ERROR')).toBe('shopError.insufficientStock');
    expect(shopErrorMessageId('<script>')).toBe('error.generic');
    expect(shopErrorMessageId('toString')).toBe('error.generic');
  });
});
