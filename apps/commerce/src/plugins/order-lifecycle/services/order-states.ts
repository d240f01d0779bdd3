import type { OrderState } from '@vendure/core';

/**
 * The order lifecycle of docs/product-spec.md §4: the states a shopper sees, Vendure's states they map onto, and
 * the states this plugin adds to Vendure's order process (see README "Order lifecycle").
 */

declare module '@vendure/core' {
  interface CustomOrderStates {
    /** Staff checked the order (stock, address, a phone call for cash on delivery). */
    Confirmed: never;
    /** Being made or prepared in the workshop. */
    InProgress: never;
    /** Packed, waiting for the courier. */
    ReadyToShip: never;
    /** Refused by the shop before shipping: restocked, payments voided or refunded. */
    Rejected: never;
    /** The shopper asked to return it (within 30 days of delivery); the courier collects it. */
    BeingReturned: never;
    /** Back at the shop; staff refund through the Admin API. */
    Returned: never;
    /** A delivered piece is being repaired. */
    BeingFixed: never;
    Fixed: never;
    /** A delivered piece is being swapped for another. */
    BeingExchanged: never;
    Exchanged: never;
  }
}

/** The states added to Vendure's, in lifecycle order. */
export const ADDED_STATES = [
  'Confirmed',
  'InProgress',
  'ReadyToShip',
  'Rejected',
  'BeingReturned',
  'Returned',
  'BeingFixed',
  'Fixed',
  'BeingExchanged',
  'Exchanged',
] as const satisfies readonly OrderState[];

/** docs/product-spec.md §4's shopper-facing names, as the Shop API's `OrderShopperState` enum spells them. */
export const SHOPPER_STATES = [
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

export type ShopperState = (typeof SHOPPER_STATES)[number];

/**
 * Vendure state → what the shopper sees. A cart (Created, Draft, AddingItems) has none: docs/product-spec.md §4
 * keeps it out of the order history. ArrangingPayment is "ordered": checkout is finished and the
 * order waits for its payment. An order staff are modifying keeps showing "in progress".
 */
const SHOPPER_STATE_OF: Partial<Record<OrderState, ShopperState>> = {
  ArrangingPayment: 'ORDERED',
  PaymentAuthorized: 'ORDERED',
  PaymentSettled: 'ORDERED',
  Confirmed: 'CONFIRMED',
  InProgress: 'IN_PROGRESS',
  Modifying: 'IN_PROGRESS',
  ArrangingAdditionalPayment: 'IN_PROGRESS',
  ReadyToShip: 'READY_TO_SHIP',
  PartiallyShipped: 'SHIPPED',
  Shipped: 'SHIPPED',
  PartiallyDelivered: 'DELIVERED',
  Delivered: 'DELIVERED',
  Cancelled: 'CANCELLED',
  Rejected: 'REJECTED',
  BeingReturned: 'BEING_RETURNED',
  Returned: 'RETURNED',
  BeingFixed: 'BEING_FIXED',
  Fixed: 'FIXED',
  BeingExchanged: 'BEING_EXCHANGED',
  Exchanged: 'EXCHANGED',
};

export function shopperStateOf(state: string): ShopperState | undefined {
  return SHOPPER_STATE_OF[state as OrderState];
}

export const SHOPPER_STATE_LABELS: Record<ShopperState, { ar: string; en: string }> = {
  ORDERED: { ar: 'تم الطلب', en: 'Ordered' },
  CONFIRMED: { ar: 'تم التأكيد', en: 'Confirmed' },
  IN_PROGRESS: { ar: 'قيد التجهيز', en: 'In progress' },
  READY_TO_SHIP: { ar: 'جاهز للشحن', en: 'Ready to be shipped' },
  SHIPPED: { ar: 'تم الشحن', en: 'Shipped' },
  DELIVERED: { ar: 'تم التوصيل', en: 'Delivered' },
  CANCELLED: { ar: 'ملغي', en: 'Cancelled' },
  REJECTED: { ar: 'مرفوض', en: 'Rejected' },
  BEING_RETURNED: { ar: 'جارٍ الإرجاع', en: 'Being returned' },
  RETURNED: { ar: 'تم الإرجاع', en: 'Returned' },
  BEING_FIXED: { ar: 'جارٍ الإصلاح', en: 'Being fixed' },
  FIXED: { ar: 'تم الإصلاح', en: 'Fixed' },
  BEING_EXCHANGED: { ar: 'جارٍ الاستبدال', en: 'Being exchanged' },
  EXCHANGED: { ar: 'تم الاستبدال', en: 'Exchanged' },
};

export function shopperStateLabel(state: ShopperState, languageCode: string): string {
  return SHOPPER_STATE_LABELS[state][languageCode === 'en' ? 'en' : 'ar'];
}

/** Before shipping: the states from which the shopper may cancel and staff may reject. */
export const PRE_SHIPPING_STATES: readonly OrderState[] = [
  'PaymentAuthorized',
  'PaymentSettled',
  'Confirmed',
  'InProgress',
  'ReadyToShip',
];

/** With the shopper after delivery: a return, repair or exchange may start from these. */
export const AT_SHOPPER_STATES: readonly OrderState[] = ['Delivered', 'Fixed', 'Exchanged'];

/** After-delivery services that start from {@link AT_SHOPPER_STATES}. */
const AFTER_DELIVERY_SERVICES: OrderState[] = ['BeingReturned', 'BeingFixed', 'BeingExchanged'];

/**
 * Transitions added to Vendure's own (which stay as they are: an order may still go straight from
 * PaymentSettled to Shipped). Vendure merges these `to` lists into its own.
 */
export const ADDED_TRANSITIONS: Partial<Record<OrderState, { to: OrderState[] }>> = {
  PaymentAuthorized: { to: ['Confirmed', 'Rejected'] },
  PaymentSettled: { to: ['Confirmed', 'Rejected'] },
  Confirmed: {
    to: ['InProgress', 'ReadyToShip', 'PartiallyShipped', 'Shipped', 'Cancelled', 'Rejected'],
  },
  InProgress: { to: ['ReadyToShip', 'PartiallyShipped', 'Shipped', 'Cancelled', 'Rejected'] },
  ReadyToShip: { to: ['PartiallyShipped', 'Shipped', 'Cancelled', 'Rejected'] },
  Rejected: { to: [] },
  Delivered: { to: AFTER_DELIVERY_SERVICES },
  // A return staff refuse (wrong item, past the window) goes back to the shopper.
  BeingReturned: { to: ['Returned', 'Delivered'] },
  Returned: { to: [] },
  BeingFixed: { to: ['Fixed'] },
  Fixed: { to: AFTER_DELIVERY_SERVICES },
  BeingExchanged: { to: ['Exchanged'] },
  Exchanged: { to: AFTER_DELIVERY_SERVICES },
};

/** Days after delivery during which a return may be requested (spec: 30-day returns). */
export const RETURN_WINDOW_DAYS = 30;
