import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  EventBus,
  NativeAuthenticationMethod,
  RequestContext,
  TransactionalConnection,
  User,
  UserService,
} from '@vendure/core';
import { PasswordResetCodeEvent } from '../../email/events/password-reset-code.event';
import { PasswordResetCode } from '../entities/password-reset-code.entity';

export const PASSWORD_RESET_CODE_OPTIONS = Symbol('PASSWORD_RESET_CODE_OPTIONS');

export interface PasswordResetCodeOptions {
  /** Keys the codes' HMAC, so a copy of the database does not reveal them. */
  secret: string;
}

export const CODE_LIFETIME_MINUTES = 10;
export const RESEND_AFTER_SECONDS = 60;
export const MAX_FAILED_ATTEMPTS = 5;

export type VerifyOutcome =
  | { kind: 'token'; token: string }
  | { kind: 'invalid'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'attempts-exceeded' };

@Injectable()
export class PasswordResetCodeService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly users: UserService,
    private readonly eventBus: EventBus,
    @Inject(PASSWORD_RESET_CODE_OPTIONS) private readonly options: PasswordResetCodeOptions,
  ) {}

  /**
   * Emails a new code when the address has an account and the last code is older than a minute.
   * Answers the same for every address: the seconds until another code may be asked for.
   */
  async request(ctx: RequestContext, rawEmail: string): Promise<number> {
    const emailAddress = normaliseEmail(rawEmail);
    const repository = this.connection.getRepository(ctx, PasswordResetCode);
    const now = new Date();
    const existing = await repository.findOne({ where: { emailAddress } });
    if (existing && existing.resendAfter > now) {
      return Math.ceil((existing.resendAfter.getTime() - now.getTime()) / 1000);
    }
    const user = await this.customerUser(ctx, emailAddress);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = existing ?? new PasswordResetCode({ emailAddress });
    row.codeHash = user ? this.hash(emailAddress, code) : null;
    row.expiresAt = new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000);
    row.resendAfter = new Date(now.getTime() + RESEND_AFTER_SECONDS * 1000);
    row.failedAttempts = 0;
    await repository.save(row);
    if (user) {
      await this.eventBus.publish(
        new PasswordResetCodeEvent(ctx, user, code, CODE_LIFETIME_MINUTES),
      );
    }
    return RESEND_AFTER_SECONDS;
  }

  /** Trades a right, live code for Vendure's password reset token (for stock `resetPassword`). */
  async verify(ctx: RequestContext, rawEmail: string, code: string): Promise<VerifyOutcome> {
    const emailAddress = normaliseEmail(rawEmail);
    const repository = this.connection.getRepository(ctx, PasswordResetCode);
    const row = await repository.findOne({ where: { emailAddress } });
    if (!row) return { kind: 'invalid', attemptsLeft: 0 };
    if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) return { kind: 'attempts-exceeded' };
    if (row.expiresAt <= new Date()) return { kind: 'expired' };
    if (!row.codeHash || !sameHash(row.codeHash, this.hash(emailAddress, code.trim()))) {
      row.failedAttempts += 1;
      await repository.save(row);
      return row.failedAttempts >= MAX_FAILED_ATTEMPTS
        ? { kind: 'attempts-exceeded' }
        : { kind: 'invalid', attemptsLeft: MAX_FAILED_ATTEMPTS - row.failedAttempts };
    }
    const user = await this.users.setPasswordResetToken(ctx, emailAddress);
    const token = user?.getNativeAuthenticationMethod(false)?.passwordResetToken;
    if (!token) return { kind: 'invalid', attemptsLeft: 0 };
    // A code is good for one reset: the next one starts with a new request.
    await repository.remove(row);
    return { kind: 'token', token };
  }

  private async customerUser(ctx: RequestContext, emailAddress: string): Promise<User | undefined> {
    const user = await this.users.getUserByEmailAddress(ctx, emailAddress, 'customer');
    const hasPassword = user?.authenticationMethods?.some(
      (method) => method instanceof NativeAuthenticationMethod,
    );
    return user && hasPassword ? user : undefined;
  }

  private hash(emailAddress: string, code: string): string {
    return createHmac('sha256', this.options.secret)
      .update(`${emailAddress}\n${code}`)
      .digest('hex');
  }
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
