import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  AssetService,
  ChannelService,
  type ID,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  Promotion,
  PromotionService,
  type RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { IsNull } from 'typeorm';
import { createSystemContext } from '../../../common/system-context';
import { freeDeliveryChecker } from '../../egypt/services/governorate-shipping';
import { Alert } from '../entities/alert.entity';
import { Banner } from '../entities/banner.entity';
import { SuperBanner } from '../entities/super-banner.entity';
import { WheelPromotion } from '../entities/wheel-promotion.entity';
import { AlertService } from './alert.service';
import { BannerService } from './banner.service';
import {
  BANNER_SIZE,
  type PictureSpec,
  renderBannerPicture,
  SUPER_BANNER_SIZE,
} from './merchandising-pictures';
import {
  HOME_PAGE,
  type Localized,
  SEED_ALERT,
  SEED_BANNERS,
  SEED_SUPER_BANNER,
  SEED_WHEEL_OFFERS,
  type SeedWheelOffer,
} from './merchandising-seed.data';
import { SuperBannerService } from './super-banner.service';
import { WheelPromotionService } from './wheel-promotion.service';

const loggerCtx = 'DarMerchandising';

/**
 * Gives a new or upgraded database the home page's banners, super banner and alert strip, and a
 * spinning wheel of coupon promotions, in Arabic and English. Each kind is seeded only while its
 * table is empty, and each promotion only when no promotion with its coupon code ever existed,
 * so staff edits and deletions stay.
 */
@Injectable()
export class MerchandisingSeedService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly banners: BannerService,
    private readonly superBanners: SuperBannerService,
    private readonly alerts: AlertService,
    private readonly wheelPromotions: WheelPromotionService,
    private readonly promotionService: PromotionService,
    private readonly assetService: AssetService,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
  ) {}

  async seed(): Promise<void> {
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    const isEmpty = async (entity: typeof Banner | typeof SuperBanner | typeof Alert) =>
      (await this.connection.rawConnection.getRepository(entity).count()) === 0;

    if (await isEmpty(Banner)) {
      for (const [position, banner] of SEED_BANNERS.entries()) {
        const featuredAssetId = await this.createPicture(ctx, banner.picture, 'banner');
        const result = await this.banners.create(ctx, {
          page: HOME_PAGE,
          position,
          url: banner.url,
          featuredAssetId,
          translations: bothLanguages((language) => ({
            title: banner.title[language],
            altText: banner.altText[language],
          })),
        });
        failOnError(result, `banner "${banner.url}"`);
      }
      Logger.info(`Seeded ${SEED_BANNERS.length} home page banners`, loggerCtx);
    }

    if (await isEmpty(SuperBanner)) {
      const result = await this.superBanners.create(ctx, {
        url: SEED_SUPER_BANNER.url,
        assetId: await this.createPicture(ctx, SEED_SUPER_BANNER.picture, 'super-banner'),
        translations: bothLanguages((language) => ({
          title: SEED_SUPER_BANNER.title[language],
          altText: SEED_SUPER_BANNER.altText[language],
        })),
      });
      failOnError(result, 'super banner');
      Logger.info('Seeded the super banner', loggerCtx);
    }

    if (await isEmpty(Alert)) {
      const threshold = freeDeliveryThreshold();
      const result = await this.alerts.create(ctx, {
        url: SEED_ALERT.url,
        translations: bothLanguages((language) => ({
          name: SEED_ALERT.name[language].replace('{amount}', threshold[language]),
        })),
      });
      failOnError(result, 'alert strip');
      Logger.info('Seeded the alert strip', loggerCtx);
    }

    await this.seedWheel(ctx);
  }

  private async seedWheel(ctx: RequestContext): Promise<void> {
    const promotions = this.connection.rawConnection.getRepository(Promotion);
    for (const offer of SEED_WHEEL_OFFERS) {
      const everExisted = await promotions.exists({ where: { couponCode: offer.couponCode } });
      if (!everExisted) {
        const created = await this.promotionService.createPromotion(ctx, promotionInput(offer));
        failOnError(created, `promotion "${offer.couponCode}"`);
        Logger.info(`Created the promotion "${offer.couponCode}"`, loggerCtx);
      }
    }

    const wheelCount = await this.connection.rawConnection.getRepository(WheelPromotion).count();
    if (wheelCount > 0) {
      return;
    }
    let position = 0;
    for (const offer of SEED_WHEEL_OFFERS) {
      // A promotion staff deleted stays out of the wheel.
      const promotion = await promotions.findOne({
        where: { couponCode: offer.couponCode, deletedAt: IsNull() },
      });
      if (!promotion) {
        continue;
      }
      const result = await this.wheelPromotions.create(ctx, {
        promotionId: promotion.id,
        position: position++,
        timeView: offer.timeView,
        translations: bothLanguages((language) => ({ name: offer.label[language] })),
      });
      failOnError(result, `wheel promotion "${offer.couponCode}"`);
    }
    Logger.info(`Seeded ${position} wheel promotions`, loggerCtx);
  }

  private async createPicture(
    ctx: RequestContext,
    picture: PictureSpec,
    kind: 'banner' | 'super-banner',
  ): Promise<ID> {
    const image = await renderBannerPicture(
      picture,
      kind === 'banner' ? BANNER_SIZE : SUPER_BANNER_SIZE,
    );
    const asset = await this.assetService.createFromFileStream(
      Readable.from(image),
      `${kind}-${picture.scene}.jpg`,
      ctx,
    );
    if (isGraphQlErrorResult(asset)) {
      throw new Error(`Could not store the ${kind} picture "${picture.scene}": ${asset.message}`);
    }
    return asset.id;
  }
}

function promotionInput(offer: SeedWheelOffer) {
  const { discount } = offer;
  const conditions =
    discount.kind === 'fixed'
      ? [
          {
            code: 'minimum_order_amount',
            arguments: [
              { name: 'amount', value: String(discount.minimumOrder) },
              { name: 'taxInclusive', value: 'true' },
            ],
          },
        ]
      : [];
  const action =
    discount.kind === 'percentage'
      ? {
          code: 'order_percentage_discount',
          arguments: [{ name: 'discount', value: String(discount.percent) }],
        }
      : discount.kind === 'fixed'
        ? {
            code: 'order_fixed_discount',
            arguments: [{ name: 'discount', value: String(discount.amount) }],
          }
        : { code: 'free_shipping', arguments: [] };
  return {
    enabled: true,
    couponCode: offer.couponCode,
    perCustomerUsageLimit: 1,
    conditions,
    actions: [action],
    translations: bothLanguages((language) => ({
      name: offer.name[language],
      description: offer.description[language],
    })),
  };
}

/** The free-delivery minimum the Egypt plugin starts with, as each language writes amounts. */
function freeDeliveryThreshold(): Localized {
  const piastres = Number(freeDeliveryChecker.args.minimumOrderWithTax.defaultValue);
  const format = (locale: string) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EGP',
      maximumFractionDigits: 0,
    }).format(piastres / 100);
  return { ar: format('ar-EG'), en: format('en-EG') };
}

function bothLanguages<T extends object>(
  fields: (language: keyof Localized) => T,
): Array<T & { languageCode: LanguageCode }> {
  return [
    { languageCode: LanguageCode.ar, ...fields('ar') },
    { languageCode: LanguageCode.en, ...fields('en') },
  ];
}

function failOnError(result: object, what: string): void {
  if (isGraphQlErrorResult(result as { errorCode?: string })) {
    throw new Error(`Could not seed the ${what}: ${(result as { message: string }).message}`);
  }
}
