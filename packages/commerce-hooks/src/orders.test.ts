import { describe, expect, it } from 'vitest';
import { toOrderCard, toOrderDetails, type OrderDetail, type OrderPaths } from './orders';

const paths: OrderPaths = {
  order: (code) => `/en/profile/orders/${code}`,
  product: (slug) => `/en/products/${slug}`,
};

const item = {
  id: '4',
  code: 'X9K2',
  state: 'PaymentAuthorized',
  orderPlacedAt: '2026-11-20T10:00:00.000Z',
  totalWithTax: 129950,
  currencyCode: 'EGP' as never,
  totalQuantity: 2,
  shopperState: { code: 'CONFIRMED' as const },
  lines: [{ id: 'l1', orderPlacedQuantity: 2 }],
  payments: [{ id: '7', amount: 129950, state: 'Authorized' }],
};

/** As Vendure lists an order after it was cancelled: its lines and totals at 0. */
const cancelledItem = {
  ...item,
  shopperState: { code: 'CANCELLED' as const },
  totalWithTax: 0,
  totalQuantity: 0,
  lines: [
    { id: 'l1', orderPlacedQuantity: 2 },
    { id: 'l2', orderPlacedQuantity: 1 },
  ],
  payments: [
    { id: '8', amount: 99000, state: 'Declined' },
    { id: '7', amount: 140000, state: 'Cancelled' },
    { id: '9', amount: 129950, state: 'Cancelled' },
  ],
};

const detail: OrderDetail = {
  ...item,
  shopperState: { code: 'CANCELLED', label: 'Cancelled' },
  // As Vendure gives them: after the promotions (684 with VAT).
  subTotal: 109500,
  subTotalWithTax: 124830,
  freeDelivery: false,
  shipping: 5000,
  shippingWithTax: 5700,
  total: 129950,
  totalWithTax: 129950,
  couponCodes: ['WELCOME10'],
  promotions: [{ id: '5', couponCode: 'WELCOME10' }],
  timeline: [
    { state: 'ORDERED', at: '2026-11-20T10:00:00.000Z' },
    { state: 'CANCELLED', at: '2026-11-20T11:00:00.000Z' },
  ],
  customFields: { cancellationReason: 'CHANGED_MIND' },
  shippingAddress: {
    fullName: 'Mona Adel',
    streetLine1: '12 Nile St',
    city: 'Cairo',
    province: null,
    phoneNumber: '+201001234567',
    customFields: { area: 'Zamalek' },
  },
  payments: [
    { id: 'p1', method: 'cash-on-delivery', amount: 129950, state: 'Cancelled' },
    { id: 'p2', method: 'card', amount: 129950, state: 'SomeCustomState' },
  ],
  discounts: [
    { description: 'Welcome', amount: -500, amountWithTax: -570 },
    { description: 'Sofas week', amount: -100, amountWithTax: -114 },
  ],
  shippingLines: [],
  taxSummary: [
    {
      description: 'VAT 14%',
      label: 'VAT',
      name: 'VAT',
      taxRate: 14,
      taxBase: 114000,
      taxTotal: 15960,
    },
  ],
  lines: [
    {
      id: 'l1',
      orderPlacedQuantity: 2,
      quantity: 2,
      unitPrice: 55000,
      unitPriceWithTax: 62700,
      linePrice: 110000,
      linePriceWithTax: 125400,
      discountedLinePrice: 109400,
      discountedLinePriceWithTax: 124716,
      featuredAsset: { id: 'a1', preview: 'https://shop.example/assets/preview/ab/sofa.jpg' },
      productVariant: {
        id: 'v1',
        name: 'Nile sofa, grey',
        sku: 'NILE-G',
        product: { id: 'p1', slug: 'nile-sofa', name: 'Nile sofa' },
      },
    },
    {
      id: 'l2',
      orderPlacedQuantity: 1,
      quantity: 1,
      unitPrice: 100,
      unitPriceWithTax: 114,
      linePrice: 100,
      linePriceWithTax: 114,
      discountedLinePrice: 100,
      discountedLinePriceWithTax: 114,
      featuredAsset: null,
      productVariant: {
        id: 'v2',
        name: 'Cushion',
        sku: 'CUSH',
        product: { id: 'p2', slug: 'cushion', name: 'Cushion' },
      },
    },
  ],
};

describe('toOrderCard', () => {
  it("shows the shopper's state and links the order's page through the app's path", () => {
    expect(toOrderCard(item, paths.order)).toEqual({
      id: '4',
      code: 'X9K2',
      state: 'CONFIRMED',
      placedAt: '2026-11-20T10:00:00.000Z',
      totalWithTax: 129950,
      currencyCode: 'EGP',
      itemCount: 2,
      href: '/en/profile/orders/X9K2',
    });
  });

  it('shows a cancelled order as it was placed: its pieces and the amount its payment was for', () => {
    expect(toOrderCard(cancelledItem, paths.order)).toMatchObject({
      state: 'CANCELLED',
      itemCount: 3,
      totalWithTax: 129950,
    });
    // Without a payment, the lines as ordered (a card's list does not read their prices).
    const details = { ...detail, totalWithTax: 0, payments: [] };
    expect(toOrderCard(details, paths.order).totalWithTax).toBe(2 * 62700 + 114);
  });

  it('falls back to "ordered" when the order has no shopper state', () => {
    expect(toOrderCard({ ...item, shopperState: null }, paths.order).state).toBe('ORDERED');
  });
});

describe('toOrderDetails', () => {
  const view = toOrderDetails(detail, paths, (method) => `name of ${method}`);

  it('maps lines at their price before promotions, with a thumbnail and the product page in the language', () => {
    expect(view.lines[0]).toEqual({
      id: 'l1',
      name: 'Nile sofa',
      variantName: 'Nile sofa, grey',
      imageUrl: 'https://shop.example/assets/preview/ab/sofa.jpg?preset=thumb',
      quantity: 2,
      unitPriceWithTax: 62700,
      linePriceWithTax: 125400,
      href: '/en/products/nile-sofa',
    });
    expect(view.lines[1]?.imageUrl).toBeNull();
  });

  it("sums the discounts as a positive saving after a subtotal before them, and keeps the server's tax labels", () => {
    const view = toOrderDetails(
      { ...detail, shopperState: { code: 'CONFIRMED', label: 'Confirmed' } },
      paths,
      String,
    );
    expect(view.discountWithTax).toBe(684);
    // The lines' sum; less the saving, it is Vendure's subtotal.
    expect(view.subTotalWithTax).toBe(125514);
    expect(view.subTotalWithTax - view.discountWithTax).toBe(detail.subTotalWithTax);
    // The label in the page's language, not the rate's staff-facing name.
    expect(view.taxSummary).toEqual([
      { label: 'VAT', taxRate: 14, taxBase: 114000, taxTotal: 15960 },
    ]);
  });

  it('shows a cancelled order’s lines as they were ordered, with their subtotal', () => {
    const cancelled = toOrderDetails(
      {
        ...detail,
        subTotal: 0,
        subTotalWithTax: 0,
        lines: detail.lines.map((line) => ({
          ...line,
          quantity: 0,
          linePriceWithTax: 0,
          discountedLinePrice: 0,
          discountedLinePriceWithTax: 0,
        })),
      },
      paths,
      (method) => method,
    );
    expect(
      cancelled.lines.map(({ quantity, linePriceWithTax }) => [quantity, linePriceWithTax]),
    ).toEqual([
      [2, 125400],
      [1, 114],
    ]);
    expect(cancelled.subTotalWithTax).toBe(125514);
  });

  it('adds a cancelled order up as it was placed: delivery, promotions and the total paid', () => {
    // As Vendure gives it after the cancellation: totals 0, the delivery taken off as a discount.
    const cancelled = toOrderDetails(
      {
        ...detail,
        subTotal: 0,
        subTotalWithTax: 0,
        shippingWithTax: 0,
        totalWithTax: 0,
        discounts: [{ description: 'shipping cancellation', amount: -5000, amountWithTax: -5700 }],
        taxSummary: [
          {
            description: 'VAT',
            label: 'VAT 14%',
            name: 'VAT',
            taxRate: 14,
            taxBase: 0,
            taxTotal: 0,
          },
        ],
        shippingLines: [{ priceWithTax: 5700, shippingMethod: { id: '1' } }],
        payments: [{ id: '7', method: 'cash-on-delivery', amount: 126530, state: 'Cancelled' }],
        lines: detail.lines.map((line) => ({ ...line, quantity: 0, linePriceWithTax: 0 })),
      },
      paths,
      String,
    );
    expect(cancelled).toMatchObject({
      subTotalWithTax: 125514,
      shippingWithTax: 5700,
      discountWithTax: 125514 + 5700 - 126530,
      totalWithTax: 126530,
      taxSummary: [],
    });
  });

  it('names payments in the language and reads a state the shopper has no word for as created', () => {
    expect(view.payments).toEqual([
      { id: 'p1', methodName: 'name of cash-on-delivery', amount: 129950, state: 'Cancelled' },
      { id: 'p2', methodName: 'name of card', amount: 129950, state: 'Created' },
    ]);
  });

  it('keeps the timeline, the address and a reason the Shop API names; drops one it does not', () => {
    expect(view.state).toBe('CANCELLED');
    expect(view.timeline.map((entry) => entry.state)).toEqual(['ORDERED', 'CANCELLED']);
    expect(view.shippingAddress).toMatchObject({
      fullName: 'Mona Adel',
      city: 'Cairo',
      area: 'Zamalek',
    });
    expect(view.cancellationReason).toBe('CHANGED_MIND');
    const edited = { ...detail, customFields: { cancellationReason: 'toString' } };
    expect(toOrderDetails(edited, paths, String).cancellationReason).toBeNull();
    expect(
      toOrderDetails({ ...detail, shippingAddress: null }, paths, String).shippingAddress,
    ).toBeNull();
  });
});
