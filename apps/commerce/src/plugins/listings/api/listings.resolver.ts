import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  type PaginatedList,
  Permission,
  type Product,
  RequestContext,
  Transaction,
} from '@vendure/core';
import {
  type FilterBar,
  type FilterBarInput,
  FilterBarService,
} from '../services/filter-bar.service';
import type { ListingOptions } from '../services/listing-options';
import { ListingsService } from '../services/listings.service';
import { ProductViewsService } from '../services/product-views.service';

type ListingArgs = { options?: ListingOptions | null };
type FilledListingArgs = ListingArgs & { filled?: boolean | null };

@Resolver()
export class ListingsResolver {
  constructor(
    private readonly listings: ListingsService,
    private readonly views: ProductViewsService,
    private readonly filterBars: FilterBarService,
  ) {}

  @Query()
  @Allow(Permission.Public)
  mostWatchedProducts(
    @Ctx() ctx: RequestContext,
    @Args() args: FilledListingArgs,
  ): Promise<PaginatedList<Product>> {
    return this.listings.mostWatched(ctx, args.options ?? undefined, args.filled ?? false);
  }

  @Query()
  @Allow(Permission.Public)
  mostWatchedForUser(
    @Ctx() ctx: RequestContext,
    @Args() args: ListingArgs,
  ): Promise<PaginatedList<Product>> {
    return this.listings.mostWatchedForUser(ctx, args.options ?? undefined);
  }

  @Query()
  @Allow(Permission.Public)
  bestSellingProducts(
    @Ctx() ctx: RequestContext,
    @Args() args: FilledListingArgs,
  ): Promise<PaginatedList<Product>> {
    return this.listings.bestSelling(ctx, args.options ?? undefined, args.filled ?? false);
  }

  @Query()
  @Allow(Permission.Public)
  newArrivals(
    @Ctx() ctx: RequestContext,
    @Args() args: ListingArgs,
  ): Promise<PaginatedList<Product>> {
    return this.listings.newArrivals(ctx, args.options ?? undefined);
  }

  @Query()
  @Allow(Permission.Public)
  specialOffers(
    @Ctx() ctx: RequestContext,
    @Args() args: ListingArgs,
  ): Promise<PaginatedList<Product>> {
    return this.listings.specialOffers(ctx, args.options ?? undefined);
  }

  @Query()
  @Allow(Permission.Public)
  filterBar(
    @Ctx() ctx: RequestContext,
    @Args() args: { input: FilterBarInput },
  ): Promise<FilterBar> {
    return this.filterBars.filterBar(ctx, args.input);
  }

  // Public, not Owner: Owner would make Vendure create a session for every catalogue visitor.
  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  recordProductView(@Ctx() ctx: RequestContext, @Args() args: { productId: ID }): Promise<boolean> {
    return this.views.record(ctx, args.productId);
  }
}
