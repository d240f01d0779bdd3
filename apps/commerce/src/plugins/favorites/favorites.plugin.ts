import { PluginCommonModule, Product, VendurePlugin } from '@vendure/core';
import { bilingual } from '../../common/labels';
import { shopApiExtensions } from './api/api-extensions';
import { FavoritesResolver } from './api/favorites.resolver';
import { FavoritesService } from './services/favorites.service';

/**
 * The wishlist. A signed-in shopper's favourite products live on the customer
 * (`Customer.customFields.favProducts`, readable in the Shop API, written only through
 * `toggleFavorite`), so staff see them in the Admin API and they follow the shopper to any device.
 *
 * Shop API: `toggleFavorite(productId): Boolean!` (the new state), `wishlistIds: [ID!]!` (empty for
 * guests, so a catalogue page can mark hearts after hydration without asking who is signed in).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [FavoritesService],
  shopApiExtensions: { schema: shopApiExtensions, resolvers: [FavoritesResolver] },
  configuration: (config) => {
    config.customFields.Customer.push({
      name: 'favProducts',
      type: 'relation',
      entity: Product,
      list: true,
      public: true,
      // Only toggleFavorite writes it; neither API's update input offers it.
      readonly: true,
      nullable: true,
      label: bilingual('المفضلة', 'Favourite products'),
    });
    return config;
  },
})
export class FavoritesPlugin {}
