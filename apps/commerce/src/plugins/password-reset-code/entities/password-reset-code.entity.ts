import { type DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/**
 * The live reset code of one email address (at most one: a new request replaces it). Kept for
 * addresses without an account too, so the 60-second wait reveals nothing; those rows have no
 * hash a code could match.
 */
@Entity()
export class PasswordResetCode extends VendureEntity {
  constructor(input?: DeepPartial<PasswordResetCode>) {
    super(input);
  }

  @Index({ unique: true })
  @Column()
  emailAddress!: string;

  /** HMAC of the code; null when the address has no account (nothing can match). */
  @Column({ type: 'varchar', nullable: true })
  codeHash!: string | null;

  @Column()
  expiresAt!: Date;

  /** Until when no new code is sent for this address. */
  @Column()
  resendAfter!: Date;

  @Column({ default: 0 })
  failedAttempts!: number;
}
