import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { GqlExecutionContext, type GqlContextType } from '@nestjs/graphql';
import { UserInputError } from '@vendure/core';
import type { GraphQLResolveInfo } from 'graphql';
import { type Observable, throwError } from 'rxjs';
import { checkInputBounds, type InputViolation } from '../services/input-bounds';

/** The i18n key of the message; the rule picks the wording (see accounts.plugin.ts). */
export const INPUT_VIOLATION_MESSAGE = 'error.dar-input-violation';

/**
 * A USER_INPUT_ERROR whose message is the rule's wording in the request's language, and whose
 * `extensions` name the field and the rule, so a form can put it under the right input.
 */
export class InputViolationError extends UserInputError {
  constructor(violation: InputViolation) {
    super(INPUT_VIOLATION_MESSAGE, { rule: violation.rule, max: violation.max ?? 0 });
    Object.assign(this.extensions, { field: violation.field, rule: violation.rule });
  }
}

/**
 * Checks the string arguments of every Shop API mutation against services/input-bounds.ts
 * before anything runs (the mutations that return Customer or Address have no error union to
 * carry a typed result, so a violation is a USER_INPUT_ERROR). Staff's Admin API is not bounded
 * here.
 */
@Injectable()
export class InputBoundsInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType<GqlContextType>() !== 'graphql') return next.handle();
    const gqlContext = GqlExecutionContext.create(context);
    const info = gqlContext.getInfo<GraphQLResolveInfo>();
    if (
      info.parentType.name !== 'Mutation' ||
      info.schema.getQueryType()?.getFields().administrators
    ) {
      return next.handle();
    }
    const violation = checkInputBounds(info.fieldName, gqlContext.getArgs());
    return violation ? throwError(() => new InputViolationError(violation)) : next.handle();
  }
}
