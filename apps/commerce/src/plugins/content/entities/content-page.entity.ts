import {
  type DeepPartial,
  type LanguageCode,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/** A static page of the shop (about, terms, privacy, returns...), found by its slug. */
@Entity()
export class ContentPage extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<ContentPage>) {
    super(input);
  }

  /** Latin and the same in both languages, like product slugs: `/pages/{slug}`, `/en/pages/{slug}`. */
  @Column({ unique: true })
  slug!: string;

  title!: LocaleString;

  /** HTML (h2, h3, p, ul, ol, li, strong, em, a). */
  body!: LocaleString;

  @OneToMany(() => ContentPageTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<ContentPage>>;
}

@Entity()
export class ContentPageTranslation extends VendureEntity implements Translation<ContentPage> {
  constructor(input?: DeepPartial<Translation<ContentPage>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  title!: string;

  @Column('text')
  body!: string;

  @Index()
  @ManyToOne(() => ContentPage, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: ContentPage;
}
