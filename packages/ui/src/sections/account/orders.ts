/**
 * The shopper's view of an order (docs/product-spec.md §4), shared by the account sections. The codes are the Shop
 * API's: `OrderShopperState` (`Order.shopperState.code`, `Order.timeline[].state`) and
 * `OrderCancellationReason` (`cancelMyOrder`), so the storefront passes them through unchanged.
 */

/** The 14 states a shopper sees, in lifecycle order. */
export const ORDER_STATES = [
  'ORDERED',
  'CONFIRMED',
  'IN_PROGRESS',
  'READY_TO_SHIP',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REJECTED',
  'BEING_RETURNED',
  'RETURNED',
  'BEING_FIXED',
  'FIXED',
  'BEING_EXCHANGED',
  'EXCHANGED',
] as const;

export type OrderStateCode = (typeof ORDER_STATES)[number];

/** docs/product-spec.md §4's reasons, in the spec's order. */
export const CANCELLATION_REASONS = [
  'WANT_ANOTHER_PRODUCT',
  'CHANGED_MIND',
  'TOO_EXPENSIVE',
  'LOW_QUALITY',
  'SHIPPING_TOO_SLOW',
  'PAYMENT_REJECTED',
  'NO_REASON',
] as const;

export type CancellationReasonCode = (typeof CANCELLATION_REASONS)[number];

/** The way from checkout to the shopper's door. */
const MAIN_PATH: readonly OrderStateCode[] = [
  'ORDERED',
  'CONFIRMED',
  'IN_PROGRESS',
  'READY_TO_SHIP',
  'SHIPPED',
  'DELIVERED',
];

/** After-delivery services and the state each ends in. */
const SERVICE_END: Partial<Record<OrderStateCode, OrderStateCode>> = {
  BEING_RETURNED: 'RETURNED',
  BEING_FIXED: 'FIXED',
  BEING_EXCHANGED: 'EXCHANGED',
};

/** States an order ends in before delivery. */
const STOPPED: readonly OrderStateCode[] = ['CANCELLED', 'REJECTED'];

/**
 * Before shipping the shopper may still cancel (the server's `CANCELLABLE_STATES`, seen as
 * shopper states); the server has the last word and answers OrderNotCancellableError otherwise.
 */
export function isCancellable(state: OrderStateCode): boolean {
  return (['ORDERED', 'CONFIRMED', 'IN_PROGRESS', 'READY_TO_SHIP'] as const).some(
    (open) => open === state,
  );
}

export type OrderTone = 'info' | 'brand' | 'success' | 'warning' | 'danger';

/** The badge colour of a state: on its way, arrived, needs attention, stopped. */
export function orderStateTone(state: OrderStateCode): OrderTone {
  if (STOPPED.includes(state)) return 'danger';
  if (state in SERVICE_END) return 'warning';
  if (state === 'SHIPPED') return 'brand';
  if (['DELIVERED', 'RETURNED', 'FIXED', 'EXCHANGED'].includes(state)) return 'success';
  return 'info';
}

/** One state the order went through, as `Order.timeline` gives it (oldest first). */
export interface OrderTimelineEntryView {
  state: OrderStateCode;
  /** ISO date-time the order reached it. */
  at: string;
}

export interface OrderTimelineStep {
  state: OrderStateCode;
  /** `done` reached before, `current` where the order is now, `upcoming` still ahead. */
  status: 'done' | 'current' | 'upcoming';
  /** When it was reached; null when the history does not say (or not reached yet). */
  at: string | null;
}

/**
 * The steps a timeline shows: the states the order went through with their dates, the current
 * one marked, then the states still ahead on its way. With no history (dates unknown), the path
 * that must have led to the current state is shown without dates: the main path up to it, only
 * "ordered" before a cancellation or rejection, the whole main path before an after-delivery
 * service. A cancelled, rejected or finished order has nothing ahead.
 */
export function timelineSteps(
  current: OrderStateCode,
  history: readonly OrderTimelineEntryView[] = [],
): OrderTimelineStep[] {
  const reached: { state: OrderStateCode; at: string | null }[] = history.map(({ state, at }) => ({
    state,
    at,
  }));
  if (reached.length === 0) {
    const mainIndex = MAIN_PATH.indexOf(current);
    const before: readonly OrderStateCode[] =
      mainIndex >= 0
        ? MAIN_PATH.slice(0, mainIndex)
        : STOPPED.includes(current)
          ? ['ORDERED']
          : Object.values(SERVICE_END).includes(current)
            ? [...MAIN_PATH, serviceStart(current)]
            : MAIN_PATH;
    reached.push(...before.map((state) => ({ state, at: null })));
  }
  if (reached.at(-1)?.state !== current) reached.push({ state: current, at: null });

  const steps: OrderTimelineStep[] = reached.map((entry, index) => ({
    ...entry,
    status: index === reached.length - 1 ? 'current' : 'done',
  }));
  return [
    ...steps,
    ...ahead(current).map((state) => ({ state, status: 'upcoming' as const, at: null })),
  ];
}

function serviceStart(end: OrderStateCode): OrderStateCode {
  const entry = Object.entries(SERVICE_END).find(([, last]) => last === end);
  return (entry?.[0] as OrderStateCode | undefined) ?? end;
}

function ahead(current: OrderStateCode): OrderStateCode[] {
  const mainIndex = MAIN_PATH.indexOf(current);
  if (mainIndex >= 0) return MAIN_PATH.slice(mainIndex + 1);
  const end = SERVICE_END[current];
  return end ? [end] : [];
}

/**
 * An order in the history list (`activeCustomer.orders.items`): money in minor units with VAT,
 * `href` to its details page (`/profile/orders/{code}`, prefixed for English).
 */
export interface OrderCardView {
  id: string;
  code: string;
  state: OrderStateCode;
  /** ISO date-time of `orderPlacedAt`; null while it waits for payment. */
  placedAt: string | null;
  totalWithTax: number;
  currencyCode: string;
  /** `totalQuantity`: pieces, not lines. */
  itemCount: number;
  href: string;
}

/** A line of an order (like the cart's `CartLineView`), prices with VAT in minor units. */
export interface OrderLineView {
  id: string;
  name: string;
  variantName: string;
  imageUrl: string | null;
  quantity: number;
  unitPriceWithTax: number;
  linePriceWithTax: number;
  /** The product page, when it should be linked. */
  href?: string;
}

/** `Order.taxSummary`: `label` is the server's translated line ("VAT 14%"). */
export interface OrderTaxLineView {
  label: string;
  taxRate: number;
  taxBase: number;
  taxTotal: number;
}

/** Vendure's payment states. */
export type PaymentStateCode =
  'Created' | 'Authorized' | 'Settled' | 'Declined' | 'Error' | 'Cancelled';

export interface OrderPaymentView {
  id: string;
  /** The payment method's name in the shop's language ("Cash on delivery"). */
  methodName: string;
  amount: number;
  state: PaymentStateCode;
}

export interface OrderAddressView {
  fullName: string;
  streetLine1: string;
  city: string;
  /** The district within the city ("الدقي"). */
  area?: string | null;
  province?: string | null;
  phoneNumber?: string | null;
}

/** Everything the order details page shows (the `OrderDetail` query). */
export interface OrderDetailsView extends OrderCardView {
  timeline: OrderTimelineEntryView[];
  lines: OrderLineView[];
  /** Lines with VAT, before shipping and discounts. */
  subTotalWithTax: number;
  shippingWithTax: number;
  /** Promotional savings as a positive amount; 0 when none. */
  discountWithTax: number;
  taxSummary: OrderTaxLineView[];
  shippingAddress: OrderAddressView | null;
  payments: OrderPaymentView[];
  /** Days from confirmation to delivery, when known. */
  deliveryDays: number | null;
  cancellationReason: CancellationReasonCode | null;
}
