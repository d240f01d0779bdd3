import type { OnApplicationBootstrap } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { Asset, PluginCommonModule, ProcessContext, type Type, VendurePlugin } from '@vendure/core';
import { bilingual } from '../../common/labels';
import type { CommerceEnvironment } from '../../environment';
import { shopApiExtensions } from './api/api-extensions';
import { PaymentCallbackController, STOREFRONT_URL } from './api/payment-callback.controller';
import {
  CreatePaymentSessionResultResolver,
  PaymentMethodQuoteResolver,
  PaymentSessionResolver,
} from './api/payments.resolver';
import { SupersedePendingPaymentsInterceptor } from './api/supersede-pending-payments.interceptor';
import { SeededPaymentMethod } from './entities/seeded-payment-method.entity';
import { PaymentSandboxController } from './sandbox/payment-sandbox.controller';
import { HostedPaymentService } from './services/hosted-payment.service';
import {
  cashOnDeliveryChecker,
  cashOnDeliveryHandler,
  hostedGatewayChecker,
  hostedGatewayHandler,
} from './services/payment-handlers';
import { PAYMENT_SETTINGS } from './services/payment-options';
import { hostedPaymentProcess } from './services/payment-process';
import { PaymentSeedService } from './services/payment-seed.service';

type Settings = Pick<CommerceEnvironment, 'payments' | 'storefrontUrl'>;

/**
 * Payments: cash on delivery, and cards and instalments (valU, Souhoola, Contact, Forsa, Sympl)
 * through the hosted gateway (docs/payments.md). Shop API `createPaymentSession(methodCode)` and
 * `PaymentMethodQuote.logo`; the provider's callback at `/payments/gateway/callback`, the
 * shopper's return at `/payments/gateway/return`. Seeds the payment methods with their logos.
 */
export function paymentsPlugins(settings: Settings): Array<Type<unknown>> {
  const settingsProvider = { provide: PAYMENT_SETTINGS, useValue: settings.payments };

  @VendurePlugin({
    imports: [PluginCommonModule],
    compatibility: '^3.0.0',
    entities: [SeededPaymentMethod],
    providers: [
      settingsProvider,
      { provide: STOREFRONT_URL, useValue: settings.storefrontUrl },
      HostedPaymentService,
      PaymentSeedService,
      { provide: APP_INTERCEPTOR, useClass: SupersedePendingPaymentsInterceptor },
    ],
    controllers: [PaymentCallbackController],
    shopApiExtensions: {
      schema: shopApiExtensions,
      resolvers: [
        PaymentSessionResolver,
        CreatePaymentSessionResultResolver,
        PaymentMethodQuoteResolver,
      ],
    },
    configuration: (config) => {
      config.paymentOptions.paymentMethodHandlers.push(cashOnDeliveryHandler, hostedGatewayHandler);
      config.paymentOptions.paymentMethodEligibilityCheckers = [
        ...(config.paymentOptions.paymentMethodEligibilityCheckers ?? []),
        cashOnDeliveryChecker,
        hostedGatewayChecker,
      ];
      config.paymentOptions.process = [
        ...(config.paymentOptions.process ?? []),
        hostedPaymentProcess,
      ];
      config.customFields.PaymentMethod.push({
        name: 'logo',
        type: 'relation',
        entity: Asset,
        nullable: true,
        public: true,
        label: bilingual('الشعار', 'Logo'),
        description: bilingual(
          'يظهر بجانب اسم وسيلة الدفع في صفحة الدفع',
          'Shown beside the method’s name at checkout',
        ),
      });
      return config;
    },
  })
  class PaymentsPlugin implements OnApplicationBootstrap {
    constructor(
      private readonly seed: PaymentSeedService,
      private readonly processContext: ProcessContext,
    ) {}

    async onApplicationBootstrap(): Promise<void> {
      // A worker process shares the server's database: one seeder is enough.
      if (this.processContext.isServer) {
        await this.seed.seed();
      }
    }
  }

  if (!settings.payments.sandbox) {
    return [PaymentsPlugin];
  }

  @VendurePlugin({
    imports: [PluginCommonModule],
    compatibility: '^3.0.0',
    providers: [settingsProvider],
    controllers: [PaymentSandboxController],
  })
  class PaymentSandboxPlugin {
    constructor() {
      // readEnvironment already refuses this; a second lock, since the sandbox fakes payments:
      // in production mode only the local trial on this machine (`npm start`) may run it.
      if (process.env.NODE_ENV === 'production' && !settings.payments.localTrial) {
        throw new Error('The payment sandbox never runs in production.');
      }
    }
  }
  return [PaymentsPlugin, PaymentSandboxPlugin];
}
