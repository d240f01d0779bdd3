import { Args, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, type Translated } from '@vendure/core';
import { ErrorResult as ShopErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import type { Alert } from '../entities/alert.entity';
import type { Banner } from '../entities/banner.entity';
import type { SuperBanner } from '../entities/super-banner.entity';
import type { WheelPromotion } from '../entities/wheel-promotion.entity';
import { AlertService } from '../services/alert.service';
import { BannerService } from '../services/banner.service';
import type { WheelPromotionUnavailableError } from '../services/merchandising-errors';
import { SuperBannerService } from '../services/super-banner.service';
import { type SelectedPromotion, WheelPromotionService } from '../services/wheel-promotion.service';

@Resolver()
export class MerchandisingShopResolver {
  constructor(
    private readonly bannerService: BannerService,
    private readonly superBannerService: SuperBannerService,
    private readonly alertService: AlertService,
    private readonly wheelPromotionService: WheelPromotionService,
  ) {}

  @Query()
  @Allow(Permission.Public)
  banners(
    @Ctx() ctx: RequestContext,
    @Args() args: { page: string },
  ): Promise<Array<Translated<Banner>>> {
    return this.bannerService.findShownOnPage(ctx, args.page);
  }

  @Query()
  @Allow(Permission.Public)
  superBanner(@Ctx() ctx: RequestContext): Promise<Translated<SuperBanner> | null> {
    return this.superBannerService.findShown(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  alert(@Ctx() ctx: RequestContext): Promise<Translated<Alert> | null> {
    return this.alertService.findShown(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  wheelPromotions(@Ctx() ctx: RequestContext): Promise<Array<Translated<WheelPromotion>>> {
    return this.wheelPromotionService.findShown(ctx);
  }

  @Query()
  @Allow(Permission.Public)
  selectedPromotion(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<SelectedPromotion | WheelPromotionUnavailableError> {
    return this.wheelPromotionService.select(ctx, args.id);
  }
}

@Resolver('SelectedPromotionResult')
export class SelectedPromotionResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return value instanceof ShopErrorResult && value.__typename
      ? value.__typename
      : 'SelectedPromotion';
  }
}
