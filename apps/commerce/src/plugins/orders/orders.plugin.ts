import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { shopApiExtensions } from './api/api-extensions';
import {
  CancelMyOrderResultResolver,
  OrderCancellationResolver,
} from './api/order-cancellation.resolver';
import { OwnerOnlyOrderByCodeAccessStrategy } from './services/order-by-code-access';
import { OrderCancellationService } from './services/order-cancellation.service';

/**
 * A shopper's own orders. Shop API: `cancelMyOrder(orderId, reason)` for the signed-in owner,
 * before shipping; the reason (one of the spec's seven) is kept in
 * `Order.customFields.cancellationReason`. `orderByCode` answers the order's owner only (a guest:
 * the session that placed it), see services/order-by-code-access.ts.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [OrderCancellationService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [OrderCancellationResolver, CancelMyOrderResultResolver],
  },
  configuration: (config) => {
    config.orderOptions.orderByCodeAccessStrategy = new OwnerOnlyOrderByCodeAccessStrategy();
    return config;
  },
})
export class OrdersPlugin implements OnApplicationBootstrap {
  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    this.i18n.addTranslation('en', {
      errorResult: {
        ORDER_NOT_CANCELLABLE_ERROR:
          'This order can no longer be cancelled. Please contact customer care on 16358.',
        ORDER_NOT_FOUND_ERROR: 'We could not find this order in your account.',
      },
    });
    this.i18n.addTranslation('ar', {
      errorResult: {
        ORDER_NOT_CANCELLABLE_ERROR:
          'لم يعد من الممكن إلغاء هذا الطلب. يُرجى التواصل مع خدمة العملاء على ١٦٣٥٨.',
        ORDER_NOT_FOUND_ERROR: 'لم نجد هذا الطلب في حسابك.',
      },
    });
  }
}
