import {
  type DeepPartial,
  EntityId,
  type ID,
  type LanguageCode,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';
import { Governorate } from './governorate.entity';

/** A city or district that a shopper picks in the address form, within its governorate. */
@Entity()
export class City extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<City>) {
    super(input);
  }

  name!: LocaleString;

  @Index()
  @ManyToOne(() => Governorate, (governorate) => governorate.cities, {
    onDelete: 'CASCADE',
    nullable: false,
  })
  governorate!: Governorate;

  @EntityId()
  governorateId!: ID;

  /**
   * Standard delivery to this city, VAT included, in piastres, set by staff (the dashboard's
   * Delivery prices screen); null: its governorate's region price, an argument of the method.
   */
  @Column('int', { nullable: true })
  deliveryPrice!: number | null;

  @OneToMany(() => CityTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<City>>;
}

@Entity()
export class CityTranslation extends VendureEntity implements Translation<City> {
  constructor(input?: DeepPartial<Translation<City>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  name!: string;

  @Index()
  @ManyToOne(() => City, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: City;
}
