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

/**
 * A blog post. The shop shows it from `publishedAt` on; without one it is a draft that only
 * staff see.
 */
@Entity()
export class BlogPost extends VendureEntity implements Translatable {
  constructor(input?: DeepPartial<BlogPost>) {
    super(input);
  }

  /** Latin and the same in both languages: `/blog/{slug}`, `/en/blog/{slug}`. */
  @Column({ unique: true })
  slug!: string;

  @Index()
  @Column({ type: Date, nullable: true })
  publishedAt!: Date | null;

  /** The cover picture. */
  @Index()
  @ManyToOne(() => Asset, { nullable: true, onDelete: 'SET NULL' })
  featuredAsset!: Asset | null;

  @EntityId({ nullable: true })
  featuredAssetId!: ID | null;

  title!: LocaleString;

  /** Plain text: the teaser on the blog list. */
  excerpt!: LocaleString;

  /** HTML, like page bodies. */
  body!: LocaleString;

  @OneToMany(() => BlogPostTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<BlogPost>>;
}

@Entity()
export class BlogPostTranslation extends VendureEntity implements Translation<BlogPost> {
  constructor(input?: DeepPartial<Translation<BlogPost>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  title!: string;

  @Column('text')
  excerpt!: string;

  @Column('text')
  body!: string;

  @Index()
  @ManyToOne(() => BlogPost, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: BlogPost;
}
