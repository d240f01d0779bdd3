import { VendureEntity } from '@vendure/core';
import { Column, Index } from 'typeorm';

/**
 * What every merchandising item shares: staff switch it off with `enabled`, and it shows in the
 * shop only from `startsAt` (when set) until before `endsAt` (when set), so a campaign can be
 * prepared ahead and ends by itself.
 */
export abstract class ScheduledEntity extends VendureEntity {
  @Column({ default: true })
  enabled!: boolean;

  @Index()
  @Column({ type: Date, nullable: true })
  startsAt!: Date | null;

  @Index()
  @Column({ type: Date, nullable: true })
  endsAt!: Date | null;
}
