import { type DeepPartial, VendureEntity } from '@vendure/core';
import { Column, Entity } from 'typeorm';

/**
 * The payment methods the server has created once. Vendure deletes a payment method for good, so
 * this is how a method that staff deleted stays deleted instead of coming back at the next start.
 */
@Entity('dar_seeded_payment_method')
export class SeededPaymentMethod extends VendureEntity {
  constructor(input?: DeepPartial<SeededPaymentMethod>) {
    super(input);
  }

  @Column({ unique: true })
  code!: string;
}
