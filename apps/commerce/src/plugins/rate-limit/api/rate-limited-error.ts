import { ErrorResult as AdminErrorResult } from '@vendure/core';
// Each API's result unions recognise an error by an instance of that API's ErrorResult base (or a
// stock type name); Vendure exports only the Admin API's from its root.
import { ErrorResult as ShopErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

const TYPENAME = 'RateLimitedError';
const ERROR_CODE = 'RATE_LIMITED_ERROR';
/** An i18n key: Vendure translates it in the request's language, filling in the seconds. */
const MESSAGE = 'RATE_LIMITED_ERROR';

export class ShopRateLimitedError extends ShopErrorResult {
  override readonly __typename = TYPENAME;
  override readonly errorCode = ERROR_CODE;
  override readonly message = MESSAGE;

  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}

export class AdminRateLimitedError extends AdminErrorResult {
  override readonly __typename = TYPENAME;
  override readonly errorCode = ERROR_CODE;
  override readonly message = MESSAGE;

  constructor(readonly retryAfterSeconds: number) {
    super();
  }
}
