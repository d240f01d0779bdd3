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

/** A picture with a link on one of the shop's pages (`home` for the home page's carousel). */
@Entity()
export class Banner extends ScheduledEntity implements Translatable {
  constructor(input?: DeepPartial<Banner>) {
    super(input);
  }

  /** Which storefront page shows it: `home`, or a page's own key such as `products`. */
  @Index()
  @Column()
  page!: string;

  /** Ascending: the first banner of a page has the lowest position. */
  @Column({ default: 0 })
  position!: number;

  /** Where a click leads: a storefront path (`/collection/ramadan`) or an https address. */
  @Column('varchar', { nullable: true })
  url!: string | null;

  @Index()
  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
  featuredAsset!: Asset | null;

  @EntityId({ nullable: true })
  featuredAssetId!: ID | null;

  /** The headline written over the picture. */
  title!: LocaleString;

  /** What the picture shows, for screen readers. */
  altText!: LocaleString;

  @OneToMany(() => BannerTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<Banner>>;
}

@Entity()
export class BannerTranslation extends VendureEntity implements Translation<Banner> {
  constructor(input?: DeepPartial<Translation<Banner>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column({ default: '' })
  title!: string;

  @Column({ default: '' })
  altText!: string;

  @Index()
  @ManyToOne(() => Banner, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: Banner;
}
