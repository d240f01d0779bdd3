import { Injectable } from '@nestjs/common';
import {
  AssetService,
  ChannelService,
  isGraphQlErrorResult,
  LanguageCode,
  Logger,
  type PaymentMethodEligibilityChecker,
  PaymentMethod,
  PaymentMethodService,
  type RequestContext,
  RequestContextService,
  TransactionalConnection,
} from '@vendure/core';
import { Readable } from 'node:stream';
import { defaultArguments } from '../../../common/config-args';
import { createSystemContext } from '../../../common/system-context';
import { SeededPaymentMethod } from '../entities/seeded-payment-method.entity';
import {
  cashOnDeliveryChecker,
  cashOnDeliveryHandler,
  hostedGatewayChecker,
  hostedGatewayHandler,
} from './payment-handlers';
import { drawLogo, type LogoDrawing } from './payment-logos';
import type { HostedProvider } from './providers';

const loggerCtx = 'DarPayments';

interface Localized {
  ar: string;
  en: string;
}

interface MethodSeed {
  code: string;
  name: Localized;
  description: Localized;
  logo: LogoDrawing;
  /** The hosted provider, or none for cash on delivery. */
  provider?: HostedProvider;
  /** Minimum order for instalments, piasters with VAT (the checker's argument). */
  minimumOrderWithTax?: number;
}

/** Every payment method the shop starts with; staff edit or delete them afterwards. */
export const PAYMENT_METHOD_SEEDS: readonly MethodSeed[] = [
  {
    code: 'cash-on-delivery',
    name: { ar: 'الدفع عند الاستلام', en: 'Cash on delivery' },
    description: {
      ar: 'ادفع نقدًا لمندوب التوصيل عند استلام طلبك.',
      en: 'Pay the courier in cash when your order arrives.',
    },
    logo: { label: 'COD', caption: 'الدفع عند الاستلام', background: '#3d5a40' },
  },
  {
    code: 'card',
    name: { ar: 'بطاقة بنكية', en: 'Card' },
    description: {
      ar: 'ادفع ببطاقة فيزا أو ماستركارد أو ميزة على صفحة الدفع الآمنة.',
      en: 'Pay with Visa, Mastercard or Meeza on the secure payment page.',
    },
    logo: { label: 'Card', caption: 'بطاقة بنكية', background: '#1f3a5f' },
    provider: 'card',
  },
  {
    code: 'valu',
    name: { ar: 'فاليو', en: 'valU' },
    description: {
      ar: 'قسّط مشترياتك مع فاليو على أشهر تناسبك.',
      en: 'Spread your purchase over the months that suit you with valU.',
    },
    logo: { label: 'valU', caption: 'فاليو', background: '#0d8f7a' },
    provider: 'valu',
    minimumOrderWithTax: 100_000,
  },
  {
    code: 'souhoola',
    name: { ar: 'سهولة', en: 'Souhoola' },
    description: {
      ar: 'تقسيط ميسّر مع سهولة.',
      en: 'Easy instalments with Souhoola.',
    },
    logo: { label: 'Souhoola', caption: 'سهولة', background: '#6b2fa3' },
    provider: 'souhoola',
    minimumOrderWithTax: 200_000,
  },
  {
    code: 'contact',
    name: { ar: 'كونتكت', en: 'Contact' },
    description: {
      ar: 'قسّط مع كونتكت للتمويل الاستهلاكي.',
      en: 'Instalments with Contact consumer finance.',
    },
    logo: { label: 'Contact', caption: 'كونتكت', background: '#c0392b' },
    provider: 'contact',
    minimumOrderWithTax: 300_000,
  },
  {
    code: 'forsa',
    name: { ar: 'فرصة', en: 'Forsa' },
    description: {
      ar: 'اشترِ الآن وادفع على أقساط مع فرصة.',
      en: 'Buy now and pay in instalments with Forsa.',
    },
    logo: { label: 'Forsa', caption: 'فرصة', background: '#e67e22' },
    provider: 'forsa',
    minimumOrderWithTax: 150_000,
  },
  {
    code: 'sympl',
    name: { ar: 'سمبل', en: 'Sympl' },
    description: {
      ar: 'قسّط على دفعات بلا فوائد مع سمبل.',
      en: 'Split your payment into interest-free instalments with Sympl.',
    },
    logo: { label: 'Sympl', caption: 'سمبل', background: '#2c3e50' },
    provider: 'sympl',
    minimumOrderWithTax: 50_000,
  },
];

/**
 * Creates each payment method of {@link PAYMENT_METHOD_SEEDS} that the server never created
 * before, with its logo asset. Runs at every start; a method staff deleted stays deleted, one
 * staff edited keeps their changes.
 */
@Injectable()
export class PaymentSeedService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly paymentMethodService: PaymentMethodService,
    private readonly assetService: AssetService,
    private readonly requestContextService: RequestContextService,
    private readonly channelService: ChannelService,
  ) {}

  async seed(): Promise<void> {
    const ctx = await createSystemContext(this.requestContextService, this.channelService);
    const seeded = this.connection.rawConnection.getRepository(SeededPaymentMethod);
    const methods = this.connection.rawConnection.getRepository(PaymentMethod);
    for (const seed of PAYMENT_METHOD_SEEDS) {
      if (await seeded.findOne({ where: { code: seed.code } })) {
        continue;
      }
      if (!(await methods.findOne({ where: { code: seed.code } }))) {
        await this.create(ctx, seed);
        Logger.info(`Created the payment method "${seed.code}"`, loggerCtx);
      }
      await seeded.save(new SeededPaymentMethod({ code: seed.code }));
    }
  }

  private async create(ctx: RequestContext, seed: MethodSeed): Promise<void> {
    const logo = await this.assetService.createFromFileStream(
      Readable.from(Buffer.from(drawLogo(seed.logo), 'utf8')),
      `payment-${seed.code}.svg`,
      ctx,
    );
    if (isGraphQlErrorResult(logo)) {
      throw new Error(`Could not store the logo of "${seed.code}": ${logo.message}`);
    }
    const checker: PaymentMethodEligibilityChecker = seed.provider
      ? hostedGatewayChecker
      : cashOnDeliveryChecker;
    const checkerArguments = defaultArguments(checker).map((argument) =>
      argument.name === 'minimumOrderWithTax' && seed.minimumOrderWithTax !== undefined
        ? { name: argument.name, value: String(seed.minimumOrderWithTax) }
        : argument,
    );
    const method = await this.paymentMethodService.create(ctx, {
      code: seed.code,
      enabled: true,
      handler: seed.provider
        ? {
            code: hostedGatewayHandler.code,
            arguments: [{ name: 'provider', value: seed.provider }],
          }
        : { code: cashOnDeliveryHandler.code, arguments: [] },
      checker: { code: checker.code, arguments: checkerArguments },
      translations: (['ar', 'en'] as const).map((language) => ({
        languageCode: LanguageCode[language],
        name: seed.name[language],
        description: seed.description[language],
      })),
    });
    // Set apart from `create`, whose input names the relation `logoId` and makes Vendure warn
    // that `PaymentMethod` has no such custom field.
    await this.connection
      .getRepository(ctx, PaymentMethod)
      .createQueryBuilder()
      .relation(PaymentMethod, 'customFields.logo')
      .of(method.id)
      .set(logo.id);
  }
}
