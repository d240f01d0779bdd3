import {
  type DeepPartial,
  type LanguageCode,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';
import type { DeliveryRegion } from '../services/governorates.data';
import { City } from './city.entity';

/** One of Egypt's governorates (محافظة): the unit delivery is priced by. */
@Entity()
export class Governorate extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Governorate>) {
    super(input);
  }

  /** ISO 3166-2:EG, e.g. `EG-C` for Cairo. */
  @Column({ unique: true })
  code!: string;

  /** The delivery price group, see `DELIVERY_REGIONS`. */
  @Column('varchar')
  deliveryRegion!: DeliveryRegion;

  name!: LocaleString;

  @OneToMany(() => GovernorateTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<Governorate>>;

  @OneToMany(() => City, (city) => city.governorate)
  cities!: City[];
}

@Entity()
export class GovernorateTranslation extends VendureEntity implements Translation<Governorate> {
  constructor(input?: DeepPartial<Translation<Governorate>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  name!: string;

  @Index()
  @ManyToOne(() => Governorate, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: Governorate;
}
