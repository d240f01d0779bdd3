import type { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { I18nService, PluginCommonModule, ProcessContext, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
  MerchandisingAdminResolver,
  SaveAlertResultResolver,
  SaveBannerResultResolver,
  SaveSuperBannerResultResolver,
  SaveWheelPromotionResultResolver,
} from './api/merchandising-admin.resolver';
import {
  MerchandisingShopResolver,
  SelectedPromotionResultResolver,
} from './api/merchandising-shop.resolver';
import { OneWheelOfferInterceptor } from './api/one-wheel-offer.interceptor';
import { Alert, AlertTranslation } from './entities/alert.entity';
import { Banner, BannerTranslation } from './entities/banner.entity';
import { SuperBanner, SuperBannerTranslation } from './entities/super-banner.entity';
import { WheelPromotion, WheelPromotionTranslation } from './entities/wheel-promotion.entity';
import { merchandisingPermission } from './merchandising-permission';
import { AlertService } from './services/alert.service';
import { BannerService } from './services/banner.service';
import { MERCHANDISING_ERROR_MESSAGES } from './services/merchandising-errors';
import { MerchandisingScheduleService } from './services/merchandising-schedule.service';
import { MerchandisingSeedService } from './services/merchandising-seed.service';
import { SuperBannerService } from './services/super-banner.service';
import { WheelPromotionService } from './services/wheel-promotion.service';

/**
 * What the home page promotes, in Arabic and English, each item with optional start and end
 * dates: banners per page, the super banner, the alert strip and the spinning wheel, whose
 * segments are Vendure promotions with coupon codes.
 *
 * Shop API: `banners(page)`, `superBanner`, `alert`, `wheelPromotions`, `selectedPromotion(id)`;
 * `applyCouponCode` takes one of the wheel's offers per order (OneWheelOfferInterceptor).
 * Admin API: list, read, create, update and delete for each kind, under the permissions
 * CreateMerchandising, ReadMerchandising, UpdateMerchandising and DeleteMerchandising. Every
 * save, deletion and passing start or end time publishes a MerchandisingEvent, which the
 * storefront revalidation plugin turns into the storefront's home and merchandising tags.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  // Staff screens for banners, the super banner, the alert strip and the wheel's promotions
  // (vite.config.mts builds them).
  dashboard: './dashboard/index.tsx',
  entities: [
    Banner,
    BannerTranslation,
    SuperBanner,
    SuperBannerTranslation,
    Alert,
    AlertTranslation,
    WheelPromotion,
    WheelPromotionTranslation,
  ],
  providers: [
    BannerService,
    SuperBannerService,
    AlertService,
    WheelPromotionService,
    MerchandisingSeedService,
    MerchandisingScheduleService,
    { provide: APP_INTERCEPTOR, useClass: OneWheelOfferInterceptor },
  ],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [MerchandisingShopResolver, SelectedPromotionResultResolver],
  },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [
      MerchandisingAdminResolver,
      SaveBannerResultResolver,
      SaveSuperBannerResultResolver,
      SaveAlertResultResolver,
      SaveWheelPromotionResultResolver,
    ],
  },
  configuration: (config) => {
    config.authOptions.customPermissions.push(merchandisingPermission);
    return config;
  },
})
export class MerchandisingPlugin implements OnApplicationBootstrap {
  constructor(
    private readonly seed: MerchandisingSeedService,
    private readonly i18nService: I18nService,
    private readonly processContext: ProcessContext,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const [language, messages] of Object.entries(MERCHANDISING_ERROR_MESSAGES)) {
      this.i18nService.addTranslation(language, { errorResult: messages });
    }
    // A worker process shares the server's database: one seeder is enough.
    if (this.processContext.isServer) {
      await this.seed.seed();
    }
  }
}
