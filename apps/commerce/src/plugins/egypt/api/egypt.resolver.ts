import { Args, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type Order,
  OrderService,
  Permission,
  RequestContext,
  ShippingMethodService,
} from '@vendure/core';
import {
  type CityView,
  EgyptDirectoryService,
  type GovernorateView,
} from '../services/egypt-directory.service';
import { isDeliveryFreeWherever } from '../services/governorate-shipping';

@Resolver()
export class EgyptShopResolver {
  constructor(private readonly directory: EgyptDirectoryService) {}

  @Query()
  @Allow(Permission.Public)
  cities(
    @Ctx() ctx: RequestContext,
    @Args() args: { governorateCode?: string | null },
  ): Promise<CityView[]> {
    return this.directory.cities(ctx, args.governorateCode);
  }

  @Query()
  @Allow(Permission.Public)
  governorates(@Ctx() ctx: RequestContext): Promise<GovernorateView[]> {
    return this.directory.governorates(ctx);
  }
}

@Resolver('Order')
export class OrderFreeDeliveryResolver {
  constructor(
    private readonly shippingMethods: ShippingMethodService,
    private readonly orders: OrderService,
  ) {}

  @ResolveField()
  async freeDelivery(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<boolean> {
    // The order as the Shop API returned it; its lines when a query left them out.
    const full =
      order.lines && order.shippingLines ? order : await this.orders.findOne(ctx, order.id);
    // Only a cart without a delivery method asks: a chosen method has its own price, and a placed
    // order's page needs no shipping methods read for it.
    if (!full || !full.active || full.shippingLines.length > 0) return false;
    const methods = await this.shippingMethods.getActiveShippingMethods(ctx);
    return isDeliveryFreeWherever(ctx, full, methods);
  }
}
