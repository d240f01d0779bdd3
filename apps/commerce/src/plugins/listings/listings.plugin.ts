import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, ScheduledTask, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api/api-extensions';
import { ListingsResolver } from './api/listings.resolver';
import { SearchResultFactsResolver } from './api/search-result-facts.resolver';
import { ProductView } from './entities/product-view.entity';
import { FilterBarService } from './services/filter-bar.service';
import { VIEW_RETENTION_DAYS } from './services/listing-options';
import { ListingsService } from './services/listings.service';
import { ProductViewsService } from './services/product-views.service';

/** Deletes product views no listing reads any more, every night. */
export const pruneProductViewsTask = new ScheduledTask({
  id: 'prune-product-views',
  description: `Delete product views older than ${VIEW_RETENTION_DAYS} days`,
  schedule: (cron) => cron.everyDayAt(3, 30),
  async execute({ injector, scheduledContext }) {
    const deleted = await injector.get(ProductViewsService).prune(scheduledContext);
    return { deleted };
  },
});

/**
 * The product listings of the home and listing pages (docs/product-spec.md §7: productByfiltre, specialOffers,
 * mostWatchedForUser, filterBarProducts). Shop API: `recordProductView(productId)`,
 * `mostWatchedProducts`, `mostWatchedForUser`, `bestSellingProducts`, `newArrivals`,
 * `specialOffers` (each `options: { take = 8, skip = 0 }` → `ProductList`), and
 * `filterBar(input)`. Views are rows of `product_view`, pruned nightly.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  entities: [ProductView],
  providers: [ProductViewsService, ListingsService, FilterBarService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [ListingsResolver, SearchResultFactsResolver],
  },
  configuration: (config) => {
    config.schedulerOptions.tasks = [
      ...(config.schedulerOptions.tasks ?? []),
      pruneProductViewsTask,
    ];
    return config;
  },
})
export class ListingsPlugin implements OnApplicationBootstrap {
  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    this.i18n.addTranslation('en', {
      error: {
        'listing-take-out-of-range': `take must be between 0 and { limit }`,
        'listing-skip-negative': 'skip cannot be negative',
      },
    });
    this.i18n.addTranslation('ar', {
      error: {
        'listing-take-out-of-range': `يجب أن يكون take بين 0 و{ limit }`,
        'listing-skip-negative': 'لا يمكن أن يكون skip سالبًا',
      },
    });
  }
}
