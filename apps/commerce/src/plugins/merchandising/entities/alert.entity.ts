import {
  type DeepPartial,
  type LanguageCode,
  type LocaleString,
  type Translatable,
  type Translation,
  VendureEntity,
} from '@vendure/core';
import { Column, Entity, Index, ManyToOne, OneToMany } from 'typeorm';
import { ScheduledEntity } from './scheduled.entity';

/** The thin strip of text above the header ("Free delivery on orders over …"). */
@Entity()
export class Alert extends ScheduledEntity implements Translatable {
  constructor(input?: DeepPartial<Alert>) {
    super(input);
  }

  /** Where a click on the strip leads, if anywhere. */
  @Column('varchar', { nullable: true })
  url!: string | null;

  /** The strip's text (the spec calls it the alert's name). */
  name!: LocaleString;

  @OneToMany(() => AlertTranslation, (translation) => translation.base, { eager: true })
  translations!: Array<Translation<Alert>>;
}

@Entity()
export class AlertTranslation extends VendureEntity implements Translation<Alert> {
  constructor(input?: DeepPartial<Translation<Alert>>) {
    super(input);
  }

  @Column('varchar')
  languageCode!: LanguageCode;

  @Column()
  name!: string;

  @Index()
  @ManyToOne(() => Alert, (base) => base.translations, { onDelete: 'CASCADE' })
  base!: Alert;
}
