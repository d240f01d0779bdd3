import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, ProcessContext, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
  EgyptAdminResolver,
  EgyptCityAdminResolver,
  GovernorateAdminResolver,
  SaveGovernorateResultResolver,
} from './api/egypt-admin.resolver';
import { EgyptShopResolver, OrderFreeDeliveryResolver } from './api/egypt.resolver';
import { City, CityTranslation } from './entities/city.entity';
import { Governorate, GovernorateTranslation } from './entities/governorate.entity';
import { EgyptDeliveryPriceService } from './services/egypt-delivery-price.service';
import { EgyptDirectoryService } from './services/egypt-directory.service';
import { EgyptSeedService } from './services/egypt-seed.service';
import {
  GOVERNORATE_ERROR_MESSAGES,
  GovernorateAdminService,
} from './services/governorate-admin.service';
import {
  egyptDeliveryChecker,
  expressDeliveryCalculator,
  expressDeliveryChecker,
  freeDeliveryCalculator,
  freeDeliveryChecker,
  governorateShippingCalculator,
} from './services/governorate-shipping';

/**
 * Egypt as a delivery market: its governorates and cities in Arabic and English (Shop API
 * `cities`, `governorates`), and delivery priced by the governorate of the shipping address
 * (shipping methods `standard-delivery`, `free-delivery` and `express-delivery` for Cairo and Giza). Seeds them when missing, at start.
 * Admin API: `cities`, `city(id)` and `updateCity({ id, deliveryPrice })`, a city's own
 * standard delivery price over its region's (ReadShippingMethod, UpdateShippingMethod), with the
 * dashboard's Delivery prices screen; `governorates`, `governorate(id)`, `createGovernorate` and
 * `updateGovernorate` (names ar/en, code, delivery region; Create/UpdateShippingMethod), with its
 * Governorates screen.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  entities: [Governorate, GovernorateTranslation, City, CityTranslation],
  providers: [
    EgyptDirectoryService,
    EgyptSeedService,
    EgyptDeliveryPriceService,
    GovernorateAdminService,
  ],
  // The Delivery prices and Governorates screens (vite.config.mts builds them).
  dashboard: './dashboard/index.tsx',
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [EgyptShopResolver, OrderFreeDeliveryResolver],
  },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [
      EgyptAdminResolver,
      EgyptCityAdminResolver,
      GovernorateAdminResolver,
      SaveGovernorateResultResolver,
    ],
  },
  configuration: (config) => {
    config.shippingOptions.shippingCalculators.push(
      governorateShippingCalculator,
      freeDeliveryCalculator,
      expressDeliveryCalculator,
    );
    config.shippingOptions.shippingEligibilityCheckers.push(
      egyptDeliveryChecker,
      freeDeliveryChecker,
      expressDeliveryChecker,
    );
    return config;
  },
})
export class EgyptPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly seed: EgyptSeedService,
    private readonly processContext: ProcessContext,
    private readonly i18n: I18nService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [language, messages] of Object.entries(GOVERNORATE_ERROR_MESSAGES)) {
      this.i18n.addTranslation(language, { errorResult: messages });
    }
    // A worker process shares the server's database: one seeder is enough.
    if (this.processContext.isServer) {
      await this.seed.seed();
    }
  }
}
