import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  isGraphQlErrorResult,
  type ListQueryOptions,
  type PaginatedList,
  Permission,
  RequestContext,
  Transaction,
  type Translated,
} from '@vendure/core';
import type { City } from '../entities/city.entity';
import type { Governorate } from '../entities/governorate.entity';
import { EgyptDeliveryPriceService } from '../services/egypt-delivery-price.service';
import {
  GovernorateAdminService,
  type GovernorateInput,
  type SaveGovernorateResult,
} from '../services/governorate-admin.service';

/** Staff list Egypt's cities and set the delivery price of one (see api-extensions.ts). */
@Resolver()
export class EgyptAdminResolver {
  constructor(private readonly prices: EgyptDeliveryPriceService) {}

  @Query()
  @Allow(Permission.ReadShippingMethod)
  cities(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<City> },
  ): Promise<PaginatedList<Translated<City>>> {
    return this.prices.findCities(ctx, args.options);
  }

  @Query()
  @Allow(Permission.ReadShippingMethod)
  city(@Ctx() ctx: RequestContext, @Args() args: { id: ID }): Promise<Translated<City> | null> {
    return this.prices.findCity(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateShippingMethod)
  updateCity(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: { id: ID; deliveryPrice?: number | null } },
  ): Promise<Translated<City>> {
    return this.prices.setDeliveryPrice(ctx, args.input.id, args.input.deliveryPrice ?? null);
  }
}

@Resolver('City')
export class EgyptCityAdminResolver {
  constructor(private readonly prices: EgyptDeliveryPriceService) {}

  @ResolveField()
  governorate(
    @Ctx() ctx: RequestContext,
    @Parent() city: Translated<City>,
  ): Promise<Translated<Governorate>> {
    return this.prices.governorateOf(ctx, city);
  }
}

/** Staff list, add and rename the governorates (see api-extensions.ts). */
@Resolver()
export class GovernorateAdminResolver {
  constructor(private readonly admin: GovernorateAdminService) {}

  @Query()
  @Allow(Permission.ReadShippingMethod)
  governorates(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<Governorate> },
  ): Promise<PaginatedList<Translated<Governorate>>> {
    return this.admin.findAll(ctx, args.options);
  }

  @Query()
  @Allow(Permission.ReadShippingMethod)
  governorate(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<Translated<Governorate> | null> {
    return this.admin.findOne(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.CreateShippingMethod)
  createGovernorate(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: GovernorateInput },
  ): Promise<SaveGovernorateResult> {
    return this.admin.create(ctx, args.input);
  }

  @Transaction()
  @Mutation()
  @Allow(Permission.UpdateShippingMethod)
  updateGovernorate(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: Partial<GovernorateInput> & { id: ID } },
  ): Promise<SaveGovernorateResult> {
    return this.admin.update(ctx, args.input);
  }
}

@Resolver('SaveGovernorateResult')
export class SaveGovernorateResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return isGraphQlErrorResult(value as { __typename?: string })
      ? 'InvalidGovernorateError'
      : 'Governorate';
  }
}
