import { Injectable } from '@nestjs/common';
import {
  type ID,
  ListQueryBuilder,
  type RequestContext,
  TransactionalConnection,
  TranslatableSaver,
  type Translated,
  TranslatorService,
} from '@vendure/core';
import { SuperBanner, SuperBannerTranslation } from '../entities/super-banner.entity';
import { type ItemInput, ScheduledItemService } from './scheduled-item.service';

export interface SuperBannerInput extends ItemInput<'title' | 'altText'> {
  assetId?: ID | null;
}

@Injectable()
export class SuperBannerService extends ScheduledItemService<SuperBanner, SuperBannerInput> {
  protected readonly entity = SuperBanner;
  protected readonly translationEntity = SuperBannerTranslation;
  protected readonly alias = 'superBanner';
  protected readonly relations = ['asset'];
  protected override readonly assetField = 'assetId' as const;

  constructor(
    connection: TransactionalConnection,
    listQueryBuilder: ListQueryBuilder,
    translatableSaver: TranslatableSaver,
    translator: TranslatorService,
  ) {
    super(connection, listQueryBuilder, translatableSaver, translator);
  }

  /** The super banner shown now, or null. */
  findShown(ctx: RequestContext): Promise<Translated<SuperBanner> | null> {
    return this.newestShown(ctx);
  }
}
