import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, type ID, Permission, RequestContext, Transaction } from '@vendure/core';
import { FavoritesService } from '../services/favorites.service';

@Resolver()
export class FavoritesResolver {
  constructor(private readonly favorites: FavoritesService) {}

  @Query()
  @Allow(Permission.Public)
  wishlistIds(@Ctx() ctx: RequestContext): Promise<ID[]> {
    return this.favorites.wishlistIds(ctx);
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  toggleFavorite(@Ctx() ctx: RequestContext, @Args() args: { productId: ID }): Promise<boolean> {
    return this.favorites.toggle(ctx, args.productId);
  }
}
