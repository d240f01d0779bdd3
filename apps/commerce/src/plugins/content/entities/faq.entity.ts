import {
  type DeepPartial,
  type LanguageCode,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';

/** A frequently asked question and its answer, shown in `position` order. */
@Entity()
export class Faq extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<Faq>) {
    super(input);
  }

  /** Ascending: the first question has the lowest position. */
  @Column({ default: 0 })
  position!: number;

  /** A disabled question is kept for staff but not shown in the shop. */
  @Column({ default: true })
  enabled!: boolean;

  question!: LocaleString;

  /** HTML, like page bodies. */
  answer!: LocaleString;

  @OneToMany(() => FaqTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<Faq>>;
}

@Entity()
export class FaqTranslation extends VendureEntity implements Translation<Faq> {
  constructor(input?: DeepPartial<Translation<Faq>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column('text')
  question!: string;

  @Column('text')
  answer!: string;

  @Index()
  @ManyToOne(() => Faq, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: Faq;
}
