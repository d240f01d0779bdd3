import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
  OrderLifecycleFieldResolver,
  OrderTaxSummaryResolver,
  RequestReturnResolver,
  RequestReturnResultResolver,
} from './api/order-lifecycle.resolver';
import { INSUFFICIENT_STOCK_AT_PLACEMENT, PlacementResolver } from './api/placement.resolver';
import {
  CompleteOrderReturnResultResolver,
  StaffAfterDeliveryResolver,
  StartAfterDeliveryResultResolver,
} from './api/staff-after-delivery.resolver';
import { orderLifecycleProcess } from './services/order-lifecycle-process';
import { OrderLifecycleService } from './services/order-lifecycle.service';
import { StockGuardService } from './services/stock-guard.service';

/**
 * The order lifecycle of docs/product-spec.md §4 on top of Vendure's order process: the states Vendure lacks
 * (Confirmed, InProgress, ReadyToShip, Rejected, and the return, repair and exchange states after
 * delivery), moved by staff with the Admin API's `transitionOrderToState`; `Order.shopperState`
 * and `Order.timeline` for the shopper's order page; `requestReturn` within 30 days of delivery;
 * staff's `startOrderReturn`, `startOrderExchange` and `completeOrderReturn` (refunding) in the
 * Admin API with the dashboard's After delivery block on the order page; and placement that
 * never oversells. Register after OrdersPlugin (its OrderNotFoundError).
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  providers: [OrderLifecycleService, StockGuardService],
  // The order page's After delivery block (vite.config.mts builds it).
  dashboard: './dashboard/index.tsx',
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [
      OrderLifecycleFieldResolver,
      OrderTaxSummaryResolver,
      RequestReturnResolver,
      RequestReturnResultResolver,
      PlacementResolver,
    ],
  },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [
      StaffAfterDeliveryResolver,
      StartAfterDeliveryResultResolver,
      CompleteOrderReturnResultResolver,
    ],
  },
  configuration: (config) => {
    config.orderOptions.process = [...(config.orderOptions.process ?? []), orderLifecycleProcess];
    return config;
  },
})
export class OrderLifecyclePlugin implements OnApplicationBootstrap {
  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    this.i18n.addTranslation('en', {
      errorResult: {
        RETURN_WINDOW_CLOSED_ERROR:
          'Returns are accepted within 30 days of delivery. Please contact customer care on 16358.',
        ORDER_NOT_RETURNABLE_ERROR: 'A return can be requested only for a delivered order.',
        [INSUFFICIENT_STOCK_AT_PLACEMENT]:
          'Sorry, another shopper has just bought the last pieces: only {quantityAvailable} left. Please update your cart.',
        STAFF_RETURN_WINDOW_CLOSED_ERROR:
          'Delivered more than 30 days ago: the 30-day window for returns and exchanges is closed.',
        STAFF_ORDER_NOT_RETURNABLE_ERROR:
          'Not possible in the order’s state ({orderState}): returns and exchanges start from a delivered order, refunds from one being returned.',
        // Vendure's own, which it leaves untranslated.
        COUPON_REMOVED_DURING_CHECKOUT_ERROR:
          'The coupon can no longer be used on this order, so it was removed and the total has changed. Check the new total, then place the order again.',
      },
      message: {
        'order-lifecycle': {
          'reject-with-fulfillments':
            'Cancel the order’s fulfillments before rejecting it: rejecting restocks every line.',
        },
      },
    });
    this.i18n.addTranslation('ar', {
      errorResult: {
        RETURN_WINDOW_CLOSED_ERROR:
          'يمكن إرجاع الطلب خلال ٣٠ يومًا من التوصيل. يُرجى التواصل مع خدمة العملاء على ١٦٣٥٨.',
        ORDER_NOT_RETURNABLE_ERROR: 'يمكن طلب الإرجاع للطلبات التي تم توصيلها فقط.',
        [INSUFFICIENT_STOCK_AT_PLACEMENT]:
          'عذرًا، اشترى عميل آخر القطع الأخيرة للتو: المتبقي {quantityAvailable} فقط. يُرجى تعديل سلتك.',
        STAFF_RETURN_WINDOW_CLOSED_ERROR:
          'تم التوصيل منذ أكثر من ٣٠ يومًا: انتهت مهلة الإرجاع والاستبدال (٣٠ يومًا).',
        STAFF_ORDER_NOT_RETURNABLE_ERROR:
          'غير ممكن في حالة الطلب الحالية ({orderState}): الإرجاع والاستبدال لطلب تم توصيله، والاسترداد لطلب جارٍ إرجاعه.',
        COUPON_REMOVED_DURING_CHECKOUT_ERROR:
          'لم يعد كود الخصم صالحًا لهذا الطلب فأُزيل، وتغيّر الإجمالي. يُرجى مراجعة الإجمالي الجديد ثم تأكيد الطلب مرة أخرى.',
      },
      message: {
        'order-lifecycle': {
          'reject-with-fulfillments':
            'ألغِ شحنات الطلب قبل رفضه: الرفض يعيد كل المنتجات إلى المخزون.',
        },
      },
    });
  }
}
