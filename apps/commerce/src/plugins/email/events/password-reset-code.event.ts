import { type RequestContext, type User, VendureEvent } from '@vendure/core';

/**
 * A shopper asked for a password reset code (`requestPasswordResetCode`, the password-reset-code
 * plugin of a later issue). The email plugin sends the code in the shopper's language; the code
 * is typed on the storefront's /auth/otp page.
 */
export class PasswordResetCodeEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public user: User,
    public code: string,
    public expiresInMinutes: number,
  ) {
    super();
  }
}
