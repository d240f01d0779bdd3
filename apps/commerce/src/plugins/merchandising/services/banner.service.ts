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
import { Banner, BannerTranslation } from '../entities/banner.entity';
import { type ItemInput, ScheduledItemService } from './scheduled-item.service';

export interface BannerInput extends ItemInput<'title' | 'altText'> {
  page: string;
  position?: number | null;
  featuredAssetId?: ID | null;
}

@Injectable()
export class BannerService extends ScheduledItemService<Banner, BannerInput> {
  protected readonly entity = Banner;
  protected readonly translationEntity = BannerTranslation;
  protected readonly alias = 'banner';
  protected readonly relations = ['featuredAsset'];
  protected override readonly assetField = 'featuredAssetId' as const;

  constructor(
    connection: TransactionalConnection,
    listQueryBuilder: ListQueryBuilder,
    translatableSaver: TranslatableSaver,
    translator: TranslatorService,
  ) {
    super(connection, listQueryBuilder, translatableSaver, translator);
  }

  /** The banners a page shows now, in position order. */
  async findShownOnPage(ctx: RequestContext, page: string): Promise<Array<Translated<Banner>>> {
    const banners = await this.shownQuery(ctx, new Date())
      .andWhere('banner.page = :page', { page })
      .orderBy('banner.position', 'ASC')
      .addOrderBy('banner.id', 'ASC')
      .getMany();
    return banners.map((banner) => this.translate(ctx, banner));
  }

  protected override defaultOrder() {
    return { page: 'ASC', position: 'ASC', id: 'ASC' } as const;
  }
}
