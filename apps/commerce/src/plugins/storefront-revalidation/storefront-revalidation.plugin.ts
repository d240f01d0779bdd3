import { PluginCommonModule, VendurePlugin } from '@vendure/core';
import {
  STOREFRONT_REVALIDATION_OPTIONS,
  StorefrontRevalidationService,
  type StorefrontRevalidationOptions,
} from './services/storefront-revalidation.service';

/**
 * Storefront cache revalidation: product, variant, price, stock, collection, promotion, facet,
 * asset, merchandising (banners, alert strip, wheel; their start and end times) and content
 * (pages, FAQs, blog posts) events become the storefront's cache tags
 * (`services/revalidation-tags.ts`), sent in
 * batches to `STOREFRONT_REVALIDATE_URL` with `STOREFRONT_REVALIDATE_SECRET`. Off when the URL is
 * unset. No API of its own.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [
    {
      provide: STOREFRONT_REVALIDATION_OPTIONS,
      useFactory: () => StorefrontRevalidationPlugin.options,
    },
    StorefrontRevalidationService,
  ],
})
export class StorefrontRevalidationPlugin {
  static options: StorefrontRevalidationOptions = {};

  static init(options: StorefrontRevalidationOptions): typeof StorefrontRevalidationPlugin {
    StorefrontRevalidationPlugin.options = options;
    return StorefrontRevalidationPlugin;
  }
}
