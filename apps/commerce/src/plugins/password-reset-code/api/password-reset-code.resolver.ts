import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import {
  CODE_LIFETIME_MINUTES,
  PasswordResetCodeService,
} from '../services/password-reset-code.service';

class PasswordResetCodeInvalidError extends ErrorResult {
  override readonly __typename = 'PasswordResetCodeInvalidError';
  override readonly errorCode = 'PASSWORD_RESET_CODE_INVALID_ERROR';
  override readonly message = 'PASSWORD_RESET_CODE_INVALID_ERROR';
  constructor(readonly attemptsLeft: number) {
    super();
  }
}

class PasswordResetCodeExpiredError extends ErrorResult {
  override readonly __typename = 'PasswordResetCodeExpiredError';
  override readonly errorCode = 'PASSWORD_RESET_CODE_EXPIRED_ERROR';
  override readonly message = 'PASSWORD_RESET_CODE_EXPIRED_ERROR';
}

class PasswordResetCodeAttemptsExceededError extends ErrorResult {
  override readonly __typename = 'PasswordResetCodeAttemptsExceededError';
  override readonly errorCode = 'PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR';
  override readonly message = 'PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR';
}

@Resolver()
export class PasswordResetCodeResolver {
  constructor(private readonly codes: PasswordResetCodeService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  async requestPasswordResetCode(
    @Ctx() ctx: RequestContext,
    @Args() args: { emailAddress: string },
  ) {
    const resendAfterSeconds = await this.codes.request(ctx, args.emailAddress);
    return {
      __typename: 'PasswordResetCodeRequested',
      resendAfterSeconds,
      expiresInMinutes: CODE_LIFETIME_MINUTES,
    };
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  async verifyPasswordResetCode(
    @Ctx() ctx: RequestContext,
    @Args() args: { emailAddress: string; code: string },
  ) {
    const outcome = await this.codes.verify(ctx, args.emailAddress, args.code);
    switch (outcome.kind) {
      case 'token':
        return { __typename: 'PasswordResetCodeAccepted', token: outcome.token };
      case 'invalid':
        return new PasswordResetCodeInvalidError(outcome.attemptsLeft);
      case 'expired':
        return new PasswordResetCodeExpiredError();
      case 'attempts-exceeded':
        return new PasswordResetCodeAttemptsExceededError();
    }
  }
}

/** Tells the unions apart: our errors by their class, the rest by their typename. */
@Resolver('RequestPasswordResetCodeResult')
export class RequestPasswordResetCodeResultResolver {
  @ResolveField()
  __resolveType(value: { __typename: string }): string {
    return value.__typename;
  }
}

@Resolver('VerifyPasswordResetCodeResult')
export class VerifyPasswordResetCodeResultResolver {
  @ResolveField()
  __resolveType(value: { __typename: string }): string {
    return value.__typename;
  }
}
