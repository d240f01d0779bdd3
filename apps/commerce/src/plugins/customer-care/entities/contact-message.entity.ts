import { type DeepPartial, type ID, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/** A message sent through the contact form, kept for customer care. */
@Entity()
export class ContactMessage extends VendureEntity {
  constructor(input?: DeepPartial<ContactMessage>) {
    super(input);
  }

  @Column()
  name!: string;

  @Column()
  emailAddress!: string;

  @Column('text')
  message!: string;

  /** The storefront language it was sent from: the language to answer in. */
  @Column({ length: 8 })
  languageCode!: string;

  /** The signed-in customer who sent it, if any. */
  @Column({ type: 'varchar', nullable: true })
  customerId!: ID | null;

  /** When staff marked it answered; null: still waiting for customer care. */
  @Column({ type: Date, nullable: true })
  handledAt!: Date | null;

  /** Customer care's emailed answer (the last one), and when it was sent. */
  @Column({ type: 'text', nullable: true })
  reply!: string | null;

  @Column({ type: Date, nullable: true })
  repliedAt!: Date | null;
}
