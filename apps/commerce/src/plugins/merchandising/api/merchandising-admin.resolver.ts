import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  EventBus,
  type ID,
  isGraphQlErrorResult,
  type ListQueryOptions,
  type PaginatedList,
  RequestContext,
  Transaction,
  type Translated,
} from '@vendure/core';
import type { Banner } from '../entities/banner.entity';
import { type BannerInput, BannerService } from '../services/banner.service';
import type { SuperBanner } from '../entities/super-banner.entity';
import { type SuperBannerInput, SuperBannerService } from '../services/super-banner.service';
import type { Alert } from '../entities/alert.entity';
import { type AlertInput, AlertService } from '../services/alert.service';
import type { WheelPromotion } from '../entities/wheel-promotion.entity';
import {
  type WheelPromotionInput,
  WheelPromotionService,
} from '../services/wheel-promotion.service';
import { merchandisingPermission } from '../merchandising-permission';
import type { DeletionResponse, SaveResult } from '../services/scheduled-item.service';
import { MerchandisingEvent, type MerchandisingKind } from '../events/merchandising.event';
import { publishUnlessRefused } from '../../../common/publish-unless-refused';

/** Staff's list, read, create, update and delete of each kind, under its own permissions. */
@Resolver()
export class MerchandisingAdminResolver {
  constructor(
    private readonly bannerService: BannerService,
    private readonly superBannerService: SuperBannerService,
    private readonly alertService: AlertService,
    private readonly wheelPromotionService: WheelPromotionService,
    private readonly eventBus: EventBus,
  ) {}

  /** Announces a successful save or deletion: the storefront revalidates its home page. */
  private announced<R>(
    ctx: RequestContext,
    type: 'created' | 'updated' | 'deleted',
    kind: MerchandisingKind,
    result: Promise<R>,
  ): Promise<R> {
    return publishUnlessRefused(
      this.eventBus,
      result,
      () => new MerchandisingEvent(ctx, type, kind),
    );
  }

  @Query()
  @Allow(merchandisingPermission.Read)
  banners(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<Banner> },
  ): Promise<PaginatedList<Translated<Banner>>> {
    return this.bannerService.findAll(ctx, args.options);
  }

  @Query()
  @Allow(merchandisingPermission.Read)
  banner(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<Translated<Banner> | null> {
    return this.bannerService.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Create)
  createBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: BannerInput },
  ): Promise<SaveResult<Banner>> {
    return this.announced(ctx, 'created', 'Banner', this.bannerService.create(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Update)
  updateBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<BannerInput> & { id: ID } },
  ): Promise<SaveResult<Banner>> {
    return this.announced(ctx, 'updated', 'Banner', this.bannerService.update(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Delete)
  deleteBanner(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
    return this.announced(ctx, 'deleted', 'Banner', this.bannerService.delete(ctx, args.id));
  }
  @Query()
  @Allow(merchandisingPermission.Read)
  superBanners(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<SuperBanner> },
  ): Promise<PaginatedList<Translated<SuperBanner>>> {
    return this.superBannerService.findAll(ctx, args.options);
  }

  @Query()
  @Allow(merchandisingPermission.Read)
  superBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<Translated<SuperBanner> | null> {
    return this.superBannerService.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Create)
  createSuperBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: SuperBannerInput },
  ): Promise<SaveResult<SuperBanner>> {
    return this.announced(
      ctx,
      'created',
      'SuperBanner',
      this.superBannerService.create(ctx, args.input),
    );
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Update)
  updateSuperBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<SuperBannerInput> & { id: ID } },
  ): Promise<SaveResult<SuperBanner>> {
    return this.announced(
      ctx,
      'updated',
      'SuperBanner',
      this.superBannerService.update(ctx, args.input),
    );
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Delete)
  deleteSuperBanner(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<DeletionResponse> {
    return this.announced(
      ctx,
      'deleted',
      'SuperBanner',
      this.superBannerService.delete(ctx, args.id),
    );
  }
  @Query()
  @Allow(merchandisingPermission.Read)
  alerts(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<Alert> },
  ): Promise<PaginatedList<Translated<Alert>>> {
    return this.alertService.findAll(ctx, args.options);
  }

  @Query()
  @Allow(merchandisingPermission.Read)
  alert(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<Translated<Alert> | null> {
    return this.alertService.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Create)
  createAlert(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: AlertInput },
  ): Promise<SaveResult<Alert>> {
    return this.announced(ctx, 'created', 'Alert', this.alertService.create(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Update)
  updateAlert(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<AlertInput> & { id: ID } },
  ): Promise<SaveResult<Alert>> {
    return this.announced(ctx, 'updated', 'Alert', this.alertService.update(ctx, args.input));
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Delete)
  deleteAlert(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<DeletionResponse> {
    return this.announced(ctx, 'deleted', 'Alert', this.alertService.delete(ctx, args.id));
  }
  @Query()
  @Allow(merchandisingPermission.Read)
  wheelPromotions(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<WheelPromotion> },
  ): Promise<PaginatedList<Translated<WheelPromotion>>> {
    return this.wheelPromotionService.findAll(ctx, args.options);
  }

  @Query()
  @Allow(merchandisingPermission.Read)
  wheelPromotion(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<Translated<WheelPromotion> | null> {
    return this.wheelPromotionService.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Create)
  createWheelPromotion(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: WheelPromotionInput },
  ): Promise<SaveResult<WheelPromotion>> {
    return this.announced(
      ctx,
      'created',
      'WheelPromotion',
      this.wheelPromotionService.create(ctx, args.input),
    );
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Update)
  updateWheelPromotion(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<WheelPromotionInput> & { id: ID } },
  ): Promise<SaveResult<WheelPromotion>> {
    return this.announced(
      ctx,
      'updated',
      'WheelPromotion',
      this.wheelPromotionService.update(ctx, args.input),
    );
  }

  @Transaction()
  @Mutation()
  @Allow(merchandisingPermission.Delete)
  deleteWheelPromotion(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<DeletionResponse> {
    return this.announced(
      ctx,
      'deleted',
      'WheelPromotion',
      this.wheelPromotionService.delete(ctx, args.id),
    );
  }
}

/** A save result is the entity's type or its ErrorResult's. */
function saveResultType(value: object, entityType: string): string {
  return isGraphQlErrorResult(value as { __typename?: string }) &&
    '__typename' in value &&
    typeof value.__typename === 'string'
    ? value.__typename
    : entityType;
}

@Resolver('SaveBannerResult')
export class SaveBannerResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return saveResultType(value, 'Banner');
  }
}
@Resolver('SaveSuperBannerResult')
export class SaveSuperBannerResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return saveResultType(value, 'SuperBanner');
  }
}
@Resolver('SaveAlertResult')
export class SaveAlertResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return saveResultType(value, 'Alert');
  }
}
@Resolver('SaveWheelPromotionResult')
export class SaveWheelPromotionResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return saveResultType(value, 'WheelPromotion');
  }
}
