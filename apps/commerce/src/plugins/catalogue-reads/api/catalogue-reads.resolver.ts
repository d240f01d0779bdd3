import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Collection, Ctx, RequestContext } from '@vendure/core';
import { type Crumb, CollectionTreeService } from '../services/collection-tree.service';

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
