import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import {
  CollectionBreadcrumbsResolver,
  ProductFacetValuesResolver,
} from './api/catalogue-reads.resolver';
import { CollectionTreeService } from './services/collection-tree.service';
import { FacetValueDirectoryService } from './services/facet-value-directory.service';

/**
 * A product's first read, cheaper (issue 30: `product(slug)` at 10,000 products). The Shop API
 * read cache (catalogue-cache) answers reads that repeat; a product nobody opened in the last
 * minute is read in full, and that read's cost was mostly queries that fetch the same small
 * tables again for every product. This plugin answers those fields from small directories kept
 * in Vendure's cache (shared by the replicas on Redis, forgotten on the events that change them),
 * with the same answers as Vendure's own resolvers:
 * - `Collection.breadcrumbs` from the cached collection tree (CollectionTreeService);
 * - `Product.facetValues` from the product's facet values as the product query loaded them and
 *   the channel's cached facet values with their facets (FacetValueDirectoryService).
 * No Shop API field is added or changed; the Admin API keeps Vendure's resolvers.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [CollectionTreeService, FacetValueDirectoryService],
  shopApiExtensions: { resolvers: [CollectionBreadcrumbsResolver, ProductFacetValuesResolver] },
})
export class CatalogueReadsPlugin {}
