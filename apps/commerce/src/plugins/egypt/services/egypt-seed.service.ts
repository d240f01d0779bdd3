import { Injectable } from '@nestjs/common';
import {
  ChannelService,
  LanguageCode,
  Logger,
  manualFulfillmentHandler,
  type RequestContext,
  RequestContextService,
  type ShippingCalculator,
  type ShippingEligibilityChecker,
  ShippingMethod,
  ShippingMethodService,
  TransactionalConnection,
} from '@vendure/core';
import { defaultArguments } from '../../../common/config-args';
import { createSystemContext } from '../../../common/system-context';
import { City, CityTranslation } from '../entities/city.entity';
import { Governorate, GovernorateTranslation } from '../entities/governorate.entity';
import { EgyptDirectoryService } from './egypt-directory.service';
import {
  egyptDeliveryChecker,
  expressDeliveryCalculator,
  expressDeliveryChecker,
  freeDeliveryCalculator,
  freeDeliveryChecker,
  governorateShippingCalculator,
} from './governorate-shipping';
import { GOVERNORATES, type Localized } from './governorates.data';

const loggerCtx = 'DarEgypt';

/** Codes of the shipping methods this plugin creates. */
export const SHIPPING_METHOD_CODES = {
  standard: 'standard-delivery',
  free: 'free-delivery',
  express: 'express-delivery',
} as const;

const SHIPPING_METHODS: ReadonlyArray<{
  code: string;
  name: Localized;
  description: Localized;
  checker: ShippingEligibilityChecker;
  calculator: ShippingCalculator;
}> = [
  {
    code: SHIPPING_METHOD_CODES.standard,
    name: { ar: 'التوصيل العادي', en: 'Standard delivery' },
    description: {
      ar: 'نوصّل إلى باب بيتك في كل محافظات مصر، وتُحسب التكلفة حسب محافظتك. يتصل بك مندوبنا قبل الوصول لتحديد الموعد المناسب.',
      en: 'Delivered to your door anywhere in Egypt, priced by your governorate. Our courier calls before arriving to agree a convenient time.',
    },
    checker: egyptDeliveryChecker,
    calculator: governorateShippingCalculator,
  },
  {
    code: SHIPPING_METHOD_CODES.free,
    name: { ar: 'توصيل مجاني', en: 'Free delivery' },
    description: {
      ar: 'طلبك مؤهل للتوصيل المجاني إلى باب بيتك، في نفس مدة التوصيل العادي.',
      en: 'Your order qualifies for free delivery to your door, in the same time as standard delivery.',
    },
    checker: freeDeliveryChecker,
    calculator: freeDeliveryCalculator,
  },
  {
    code: SHIPPING_METHOD_CODES.express,
    name: { ar: 'توصيل سريع', en: 'Express delivery' },
    description: {
      ar: 'توصيل أسرع داخل القاهرة والجيزة فقط، بسعر ثابت. يتصل بك مندوبنا قبل الوصول لتحديد الموعد المناسب.',
      en: 'Faster delivery within Cairo and Giza only, at a flat price. Our courier calls before arriving to agree a convenient time.',
    },
    checker: expressDeliveryChecker,
    calculator: expressDeliveryCalculator,
  },
];

/**
 * Fills what the Egypt plugin needs in a new or upgraded database: the governorates and cities
 * when there are none, and each of our shipping methods that never existed (one that staff
 * deleted stays deleted). Runs at every start; does nothing when all is there.
 */
@Injectable()
export class EgyptSeedService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly directory: EgyptDirectoryService,
    private readonly shippingMethodService: ShippingMethodService,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
  ) {}

  async seed(): Promise<void> {
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    if ((await this.directory.count()) === 0) {
      const cities = await this.seedGovernorates(ctx);
      Logger.info(`Seeded ${GOVERNORATES.length} governorates and ${cities} cities`, loggerCtx);
    }
    await this.seedShippingMethods(ctx);
  }

  private async seedGovernorates(ctx: RequestContext): Promise<number> {
    let cityCount = 0;
    await this.connection.withTransaction(ctx, async (transactionCtx) => {
      const governorates = this.connection.getRepository(transactionCtx, Governorate);
      const governorateTranslations = this.connection.getRepository(
        transactionCtx,
        GovernorateTranslation,
      );
      const cities = this.connection.getRepository(transactionCtx, City);
      const cityTranslations = this.connection.getRepository(transactionCtx, CityTranslation);
      for (const data of GOVERNORATES) {
        const governorate = await governorates.save(
          new Governorate({ code: data.code, deliveryRegion: data.region }),
        );
        await governorateTranslations.save(
          translationsOf(data.name).map(
            (translation) => new GovernorateTranslation({ ...translation, base: governorate }),
          ),
        );
        for (const name of data.cities) {
          const city = await cities.save(new City({ governorate }));
          await cityTranslations.save(
            translationsOf(name).map(
              (translation) => new CityTranslation({ ...translation, base: city }),
            ),
          );
          cityCount++;
        }
      }
    });
    this.directory.reset();
    return cityCount;
  }

  private async seedShippingMethods(ctx: RequestContext): Promise<void> {
    const repository = this.connection.rawConnection.getRepository(ShippingMethod);
    for (const method of SHIPPING_METHODS) {
      const existing = await repository.findOne({
        where: { code: method.code },
        withDeleted: true,
      });
      if (existing) {
        continue;
      }
      await this.shippingMethodService.create(ctx, {
        code: method.code,
        fulfillmentHandler: manualFulfillmentHandler.code,
        // The price table and thresholds start at their definitions' defaults; staff edit them.
        checker: { code: method.checker.code, arguments: defaultArguments(method.checker) },
        calculator: {
          code: method.calculator.code,
          arguments: defaultArguments(method.calculator),
        },
        translations: translationsOf(method.name).map((translation) => ({
          ...translation,
          description: method.description[translation.languageCode],
        })),
      });
      Logger.info(`Created the shipping method "${method.code}"`, loggerCtx);
    }
  }
}

function translationsOf(
  name: Localized,
): Array<{ languageCode: LanguageCode.ar | LanguageCode.en; name: string }> {
  return [
    { languageCode: LanguageCode.ar, name: name.ar },
    { languageCode: LanguageCode.en, name: name.en },
  ];
}
