import { assetUrl, type CustomerOrdersQuery, type OrderDetailQuery } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import {
  CANCELLATION_REASONS,
  ORDER_STATES,
  type CancellationReasonCode,
  type OrderCardView,
  type OrderDetailsView,
  type OrderStateCode,
  type PaymentStateCode,
} from '@dar/ui';
import { orderHref } from './links';

/** An order as `activeCustomer.orders` lists it. */
export type OrderItem = NonNullable<
  CustomerOrdersQuery['activeCustomer']
>['orders']['items'][number];
/** `orderByCode`'s answer. */
export type OrderDetail = NonNullable<OrderDetailQuery['orderByCode']>;

const PAYMENT_STATES: readonly PaymentStateCode[] = [
  'Created',
  'Authorized',
  'Settled',
  'Declined',
  'Error',
  'Cancelled',
];

/*
 * The mappers run in the browser's components: `@dar/ui`'s values (ORDER_STATES, …) are client
 * references in a Server Component.
 */

/**
 * The shopper's state of an order. `shopperState` is null only for a cart, which the history never
 * lists; a placed order always has one, so "ordered" is the honest fallback.
 */
function shopperStateOf(order: { shopperState: { code: string } | null }): OrderStateCode {
  const code = order.shopperState?.code;
  return ORDER_STATES.find((state) => state === code) ?? 'ORDERED';
}

/** An order of `activeCustomer.orders` as a card of the history, linked to its details page. */
export function toOrderCard(order: OrderItem, locale: Locale): OrderCardView {
  return {
    id: order.id,
    code: order.code,
    state: shopperStateOf(order),
    placedAt: order.orderPlacedAt,
    totalWithTax: order.totalWithTax,
    currencyCode: order.currencyCode,
    itemCount: order.totalQuantity,
    href: orderHref(locale, order.code),
  };
}

/**
 * `orderByCode` as the details page shows it. `paymentName` turns a payment method's code into
 * its name in the page's language.
 */
export function toOrderDetails(
  order: OrderDetail,
  locale: Locale,
  paymentName: (method: string) => string,
): OrderDetailsView {
  const reason = order.customFields?.cancellationReason;
  const discount = order.discounts.reduce((sum, entry) => sum + entry.amountWithTax, 0);
  return {
    id: order.id,
    code: order.code,
    state: shopperStateOf(order),
    placedAt: order.orderPlacedAt,
    totalWithTax: order.totalWithTax,
    currencyCode: order.currencyCode,
    itemCount: order.totalQuantity,
    href: orderHref(locale, order.code),
    timeline: order.timeline.map(({ state, at }) => ({ state: state as OrderStateCode, at })),
    lines: order.lines.map((line) => ({
      id: line.id,
      name: line.productVariant.product.name,
      variantName: line.productVariant.name,
      imageUrl: line.featuredAsset ? assetUrl(line.featuredAsset.preview, 'thumb') : null,
      quantity: line.quantity,
      unitPriceWithTax: line.unitPriceWithTax,
      linePriceWithTax: line.discountedLinePriceWithTax,
      href: `/products/${line.productVariant.product.slug}`,
    })),
    subTotalWithTax: order.subTotalWithTax,
    shippingWithTax: order.shippingWithTax,
    // Vendure's discounts are negative amounts; the view shows savings as a positive one.
    discountWithTax: Math.abs(discount),
    taxSummary: order.taxSummary.map((tax) => ({
      label: tax.description,
      taxRate: tax.taxRate,
      taxBase: tax.taxBase,
      taxTotal: tax.taxTotal,
    })),
    shippingAddress: order.shippingAddress
      ? {
          fullName: order.shippingAddress.fullName ?? '',
          streetLine1: order.shippingAddress.streetLine1 ?? '',
          city: order.shippingAddress.city ?? '',
          province: order.shippingAddress.province,
          phoneNumber: order.shippingAddress.phoneNumber,
        }
      : null,
    payments: (order.payments ?? []).map((payment) => ({
      id: payment.id,
      methodName: paymentName(payment.method),
      amount: payment.amount,
      state: PAYMENT_STATES.find((state) => state === payment.state) ?? 'Created',
    })),
    // The Shop API does not say how many days delivery takes for a placed order.
    deliveryDays: null,
    cancellationReason:
      CANCELLATION_REASONS.find((code): code is CancellationReasonCode => code === reason) ?? null,
  };
}
