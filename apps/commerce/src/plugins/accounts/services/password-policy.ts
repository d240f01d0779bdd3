import type { PasswordValidationStrategy, RequestContext } from '@vendure/core';
import { passwordViolation, ruleMessage } from './registration-rules';

/**
 * The spec's password rules wherever a shopper sets a password: sign-up, verification, reset and
 * change. Vendure answers a broken one with PasswordValidationError carrying this message.
 */
export class DarPasswordValidationStrategy implements PasswordValidationStrategy {
  validate(ctx: RequestContext, password: string): boolean | string {
    const rule = passwordViolation(password);
    return rule ? ruleMessage(rule, ctx.languageCode) : true;
  }
}
