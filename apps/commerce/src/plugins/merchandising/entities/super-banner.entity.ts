import {
  Asset,
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
import { ScheduledEntity } from './scheduled.entity';

/** The wide campaign picture across the home page; one is shown at a time. */
@Entity()
export class SuperBanner extends ScheduledEntity implements Translatable {
  constructor(input?: DeepPartial<SuperBanner>) {
    super(input);
  }

  /** Where a click leads: a storefront path or an https address. */
  @Column('varchar', { nullable: true })
  url!: string | null;

  @Index()
  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
  asset!: Asset | null;

  @EntityId({ nullable: true })
  assetId!: ID | null;

  title!: LocaleString;

  altText!: LocaleString;

  @OneToMany(() => SuperBannerTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<SuperBanner>>;
}

@Entity()
export class SuperBannerTranslation extends VendureEntity implements Translation<SuperBanner> {
  constructor(input?: DeepPartial<Translation<SuperBanner>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column({ default: '' })
  title!: string;

  @Column({ default: '' })
  altText!: string;

  @Index()
  @ManyToOne(() => SuperBanner, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: SuperBanner;
}
