import {
  type DeepPartial,
  EntityId,
  type ID,
  type LanguageCode,
  type LocaleString,
  Promotion,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';
import { ScheduledEntity } from './scheduled.entity';

/**
 * A segment of the home page's spinning wheel: a label and a Vendure promotion whose coupon code
 * the shopper wins. The promotion does the discounting; this only says how the wheel offers it.
 */
@Entity()
export class WheelPromotion extends ScheduledEntity implements Translatable {
  constructor(input?: DeepPartial<WheelPromotion>) {
    super(input);
  }

  /** Ascending order of the segments around the wheel. */
  @Column({ default: 0 })
  position!: number;

  /**
   * Seconds the storefront keeps the offer on screen once it is shown (the result after a spin,
   * or the single offer when there is only one); 0 keeps it until the shopper closes it.
   */
  @Column({ default: 30 })
  timeView!: number;

  @Index()
  @ManyToOne(() => Promotion, { nullable: false, onDelete: 'CASCADE' })
  promotion!: Promotion;

  @EntityId()
  promotionId!: ID;

  /** The segment's label, e.g. "10% off". */
  name!: LocaleString;

  @OneToMany(() => WheelPromotionTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<WheelPromotion>>;
}

@Entity()
export class WheelPromotionTranslation
  extends VendureEntity
  implements Translation<WheelPromotion>
{
  constructor(input?: DeepPartial<Translation<WheelPromotion>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  name!: string;

  @Index()
  @ManyToOne(() => WheelPromotion, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: WheelPromotion;
}
