import { type DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity, Index } from 'typeorm';

/** One address on the newsletter list; unsubscribing keeps the row, with the date. */
@Entity()
export class NewsletterSubscription extends VendureEntity {
  constructor(input?: DeepPartial<NewsletterSubscription>) {
    super(input);
  }

  @Index({ unique: true })
  @Column()
  emailAddress!: string;

  /** The language the newsletter is sent in: the one the shopper subscribed from. */
  @Column({ length: 8 })
  languageCode!: string;

  /** For the unsubscribe link in every newsletter. */
  @Index({ unique: true })
  @Column()
  unsubscribeToken!: string;

  @Column({ type: Date, nullable: true })
  unsubscribedAt!: Date | null;
}
