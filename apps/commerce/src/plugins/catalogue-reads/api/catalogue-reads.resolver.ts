import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Collection,
  Ctx,
  type FacetValue,
  Product,
  RequestContext,
  type Translated,
} from '@vendure/core';
import { type Crumb, CollectionTreeService } from '../services/collection-tree.service';
import { FacetValueDirectoryService } from '../services/facet-value-directory.service';

/**
 * Shop API field resolvers that take the place of Vendure's own for the same fields, with the
 * same answers and fewer queries (a plugin's resolver of a field replaces the built-in one).
 */
@Resolver('Collection')
export class CollectionBreadcrumbsResolver {
  constructor(private readonly tree: CollectionTreeService) {}

  @ResolveField()
  breadcrumbs(@Ctx() ctx: RequestContext, @Parent() collection: Collection): Promise<Crumb[]> {
    return this.tree.breadcrumbs(ctx, collection);
  }
}

@Resolver('Product')
export class ProductFacetValuesResolver {
  constructor(private readonly directory: FacetValueDirectoryService) {}

  @ResolveField()
  facetValues(
    @Ctx() ctx: RequestContext,
    @Parent() product: Product,
  ): Promise<Array<Translated<FacetValue>>> {
    return this.directory.ofProduct(ctx, product);
  }
}
