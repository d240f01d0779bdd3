import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';
import {
  type CityView,
  EgyptDirectoryService,
  type GovernorateView,
} from '../services/egypt-directory.service';

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
