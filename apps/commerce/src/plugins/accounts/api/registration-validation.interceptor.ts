import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
// The Shop API's result unions recognise an error by an instance of its ErrorResult base, which
// Vendure does not export from its root (that one is the Admin API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import type { GraphQLResolveInfo } from 'graphql';
import { type Observable, of } from 'rxjs';
import {
  checkRegistration,
  type RegistrationInput,
  type RegistrationRule,
  type RegistrationViolation,
  ruleMessage,
} from '../services/registration-rules';

export class RegistrationValidationError extends ErrorResult {
  override readonly __typename = 'RegistrationValidationError';
  override readonly errorCode = 'REGISTRATION_VALIDATION_ERROR';
  /** An i18n key: Vendure translates it in the request's language, by the first rule broken. */
  override readonly message = 'REGISTRATION_VALIDATION_ERROR';
  readonly rule: RegistrationRule;
  readonly violations: (RegistrationViolation & { message: string })[];

  constructor(violations: RegistrationViolation[], languageCode: string) {
    super();
    this.rule = violations[0]!.rule;
    this.violations = violations.map((violation) => ({
      ...violation,
      message: ruleMessage(violation.rule, languageCode),
    }));
  }
}

/**
 * Checks `registerCustomerAccount` against the sign-up rules before Vendure creates anything, and
 * answers a broken rule with a RegistrationValidationError listing every violation.
 */
@Injectable()
export class RegistrationValidationInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gqlContext = GqlExecutionContext.create(context);
    const info = gqlContext.getInfo<GraphQLResolveInfo>();
    if (info.parentType.name !== 'Mutation' || info.fieldName !== 'registerCustomerAccount') {
      return next.handle();
    }
    const { input } = gqlContext.getArgs<{ input: RegistrationInput }>();
    const violations = checkRegistration(input);
    if (violations.length === 0) return next.handle();
    const { req } = gqlContext.getContext<{ req: { query?: Record<string, unknown> } }>();
    const languageCode = req.query?.languageCode === 'en' ? 'en' : 'ar';
    return of(new RegistrationValidationError(violations, languageCode));
  }
}
