import type {
  CustomerOrdersQuery,
  OrderCancellationReason,
  OrderDetailQuery,
  OrderShopperState,
} from './gql/graphql';
import { byTaxRate } from './mappers';
import { assetUrl } from './pictures';

/**
 * The account's orders as `@dar/ui`'s account sections show them. The types repeat @dar/ui's
 * structurally (OrderCardView, OrderDetailsView), as the other mappers' do: the states and reasons
 * are the Shop API's enums (`OrderShopperState`, `OrderCancellationReason`), which @dar/ui's
 * `ORDER_STATES` and `CANCELLATION_REASONS` list in the order a shopper reads them.
 */

/** An order as `activeCustomer.orders` lists it. */
export type OrderItem = NonNullable<
  CustomerOrdersQuery['activeCustomer']
>['orders']['items'][number];
/** `orderByCode`'s answer. */
export type OrderDetail = NonNullable<OrderDetailQuery['orderByCode']>;

/** Vendure's payment states a shopper may see on an order. */
export type PaymentState =
  'Created' | 'Authorized' | 'Settled' | 'Declined' | 'Error' | 'Cancelled';

/** The app's paths for an order's page and a product's page, in the page's language. */
export interface OrderPaths {
  order: (code: string) => string;
  product: (slug: string) => string;
}

/** A card of the order history, linked to the order's page. */
export interface OrderCardView {
  id: string;
  code: string;
  state: OrderShopperState;
  placedAt: string | null;
  totalWithTax: number;
  currencyCode: string;
  itemCount: number;
  href: string;
}

/** The order's page: lines, totals, address, payments, timeline and why it was cancelled. */
export interface OrderDetailsView extends OrderCardView {
  timeline: { state: OrderShopperState; at: string }[];
  lines: {
    id: string;
    name: string;
    variantName: string;
    imageUrl: string | null;
    quantity: number;
    unitPriceWithTax: number;
    linePriceWithTax: number;
    href: string;
  }[];
  subTotalWithTax: number;
  shippingWithTax: number;
  discountWithTax: number;
  taxSummary: { label: string; taxRate: number; taxBase: number; taxTotal: number }[];
  shippingAddress: {
    fullName: string;
    streetLine1: string;
    city: string;
    /** The district within the city ("الدقي"), as the address form asks for it. */
    area: string | null;
    province: string | null;
    phoneNumber: string | null;
  } | null;
  payments: { id: string; methodName: string; amount: number; state: PaymentState }[];
  deliveryDays: number | null;
  cancellationReason: OrderCancellationReason | null;
}

// Keyed by the generated unions, so a value the schema adds or drops fails the type check here.
const PAYMENT_STATES: Record<PaymentState, true> = {
  Created: true,
  Authorized: true,
  Settled: true,
  Declined: true,
  Error: true,
  Cancelled: true,
};
const CANCELLATION_REASONS: Record<OrderCancellationReason, true> = {
  WANT_ANOTHER_PRODUCT: true,
  CHANGED_MIND: true,
  TOO_EXPENSIVE: true,
  LOW_QUALITY: true,
  SHIPPING_TOO_SLOW: true,
  PAYMENT_REJECTED: true,
  NO_REASON: true,
};

function isPaymentState(state: string): state is PaymentState {
  return Object.hasOwn(PAYMENT_STATES, state);
}

/** A reason the custom field holds, if it is one the Shop API names (staff may edit the field). */
function cancellationReasonOf(reason: string | null | undefined): OrderCancellationReason | null {
  return reason && Object.hasOwn(CANCELLATION_REASONS, reason)
    ? (reason as OrderCancellationReason)
    : null;
}

/**
 * `shopperState` is null only for a cart, which the history never lists; a placed order always
 * has one, so "ordered" is the honest fallback.
 */
function shopperStateOf(order: { shopperState: { code: OrderShopperState } | null }) {
  return order.shopperState?.code ?? 'ORDERED';
}

type OrderFigures = Pick<OrderItem, 'totalQuantity' | 'totalWithTax'> & {
  lines: ReadonlyArray<{
    quantity?: number;
    orderPlacedQuantity: number;
    unitPriceWithTax?: number;
  }>;
  payments?: ReadonlyArray<{ id: string; amount: number; state: string }> | null;
};

/** Cancelled, every line's quantity is 0 (and the order's totals with them). */
function isCancelled(order: OrderFigures & { shopperState: { code: OrderShopperState } | null }) {
  return (
    order.shopperState?.code === 'CANCELLED' ||
    (order.lines.length > 0 && order.lines.every((line) => line.quantity === 0))
  );
}

/**
 * What a cancelled order came to when it was placed. Its totals are 0 once its lines are, but the
 * payment that placed it (cash on delivery is one too) keeps the amount: the newest that was not
 * refused. Without one, the lines as ordered.
 */
function placedTotalWithTax(order: OrderFigures): number {
  const placing = placingPayment(order);
  if (placing) return placing.amount;
  return order.lines.reduce(
    (sum, line) => sum + (line.unitPriceWithTax ?? 0) * line.orderPlacedQuantity,
    0,
  );
}

/** The payment that placed the order: the newest that was not refused. */
function placingPayment(order: Pick<OrderFigures, 'payments'>) {
  return (order.payments ?? [])
    .filter((payment) => payment.state !== 'Declined' && payment.state !== 'Error')
    .sort((a, b) => Number(a.id) - Number(b.id) || 0)
    .at(-1);
}

/** An order of `activeCustomer.orders` as a card of the history; `orderHref` makes its link. */
export function toOrderCard(
  order: OrderItem | OrderDetail,
  orderHref: (code: string) => string,
): OrderCardView {
  const cancelled = isCancelled(order);
  return {
    id: order.id,
    code: order.code,
    state: shopperStateOf(order),
    placedAt: order.orderPlacedAt,
    totalWithTax: cancelled ? placedTotalWithTax(order) : order.totalWithTax,
    currencyCode: order.currencyCode,
    itemCount: cancelled
      ? order.lines.reduce((sum, line) => sum + line.orderPlacedQuantity, 0)
      : order.totalQuantity,
    href: orderHref(order.code),
  };
}

/**
 * A cancelled order's summary as it was placed. Vendure zeroes its totals and takes the delivery
 * off again as a discount, so: the lines as ordered, the delivery lines' own price, and the
 * promotions as what the placed total (its payment's amount) leaves of them.
 */
function placedFigures(
  order: OrderDetail,
  lines: ReadonlyArray<{ linePriceWithTax: number }>,
  placedTotal: number,
) {
  const subTotal = lines.reduce((sum, line) => sum + line.linePriceWithTax, 0);
  const shipping = order.shippingLines.reduce((sum, line) => sum + line.priceWithTax, 0);
  // Without a payment to say what was placed, no promotion can be told apart.
  if (placingPayment(order) === undefined) {
    return { subTotal, shipping, discount: 0, total: subTotal + shipping };
  }
  return {
    subTotal,
    shipping,
    discount: Math.max(0, subTotal + shipping - placedTotal),
    total: placedTotal,
  };
}

/**
 * `orderByCode` as the order's page shows it. `paymentName` turns a payment method's code into its
 * name in the page's language.
 */
export function toOrderDetails(
  order: OrderDetail,
  paths: OrderPaths,
  paymentName: (method: string) => string,
): OrderDetailsView {
  const discount = order.discounts.reduce((sum, entry) => sum + entry.amountWithTax, 0);
  const address = order.shippingAddress;
  // Cancelled, the page still shows what was ordered, at its price.
  const cancelled = isCancelled(order);
  const lines = order.lines.map((line) => {
    const quantity = cancelled ? line.orderPlacedQuantity : line.quantity;
    return {
      id: line.id,
      name: line.productVariant.product.name,
      variantName: line.productVariant.name,
      imageUrl: line.featuredAsset ? assetUrl(line.featuredAsset.preview, 'thumb') : null,
      quantity,
      unitPriceWithTax: line.unitPriceWithTax,
      // Before promotions, which the page lists below the subtotal (as the cart does).
      linePriceWithTax: cancelled ? line.unitPriceWithTax * quantity : line.linePriceWithTax,
      href: paths.product(line.productVariant.product.slug),
    };
  });
  const card = toOrderCard(order, paths.order);
  const placed = cancelled ? placedFigures(order, lines, card.totalWithTax) : undefined;
  return {
    ...card,
    ...(placed && { totalWithTax: placed.total }),
    timeline: order.timeline.map(({ state, at }) => ({ state, at })),
    lines,
    subTotalWithTax: placed ? placed.subTotal : order.subTotalWithTax - discount,
    shippingWithTax: placed ? placed.shipping : order.shippingWithTax,
    // Vendure's discounts are negative amounts; the view shows savings as a positive one.
    discountWithTax: placed ? placed.discount : Math.abs(discount),
    // The server's label is in the page's language; the rate's name is one staff-facing string.
    taxSummary: byTaxRate(order.taxSummary).map((tax) => ({
      label: tax.label,
      taxRate: tax.taxRate,
      taxBase: tax.taxBase,
      taxTotal: tax.taxTotal,
    })),
    shippingAddress: address
      ? {
          fullName: address.fullName ?? '',
          streetLine1: address.streetLine1 ?? '',
          city: address.city ?? '',
          area: address.customFields?.area ?? null,
          province: address.province,
          phoneNumber: address.phoneNumber,
        }
      : null,
    payments: (order.payments ?? []).map((payment) => ({
      id: payment.id,
      methodName: paymentName(payment.method),
      amount: payment.amount,
      // A state of a custom payment process the shopper has no word for reads as "created".
      state: isPaymentState(payment.state) ? payment.state : 'Created',
    })),
    // The Shop API does not say how many days delivery takes for a placed order.
    deliveryDays: null,
    cancellationReason: cancellationReasonOf(order.customFields?.cancellationReason),
  };
}
