import type { Order } from '@vendure/core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './email-language';
import { summariseOrder } from './order-summary';

const links = { storefrontUrl: 'https://dar.example', staffEmail: 'care@dar.example' };

/** The fields of a placed order its emails read, as Vendure loads them (amounts in piastres). */
const order = {
  code: 'DAR-7',
  currencyCode: 'EGP',
  orderPlacedAt: new Date('2026-11-20T10:00:00Z'),
  customer: { firstName: 'منى', lastName: 'عادل' },
  lines: [
    {
      quantity: 12,
      unitPriceWithTax: 11400,
      linePriceWithTax: 136800,
      productVariant: {
        name: 'Nile sofa',
        translations: [
          { languageCode: 'ar', name: 'كنبة النيل' },
          { languageCode: 'en', name: 'Nile sofa' },
        ],
      },
    },
  ],
  // 10% off the lines: Vendure's subtotal is after it.
  discounts: [{ description: 'WELCOME10', amountWithTax: -13680 }],
  subTotalWithTax: 123120,
  shippingWithTax: 5700,
  totalWithTax: 128820,
  shippingLines: [],
  taxSummary: [{ taxRate: 14, taxBase: 113000, taxTotal: 15820 }],
  shippingAddress: {
    fullName: 'منى عادل',
    streetLine1: '١٢ شارع التحرير',
    city: 'الجيزة',
    province: 'الجيزة',
    phoneNumber: '+201001234567',
    customFields: { area: 'الدقي' },
  },
  customFields: { cancellationReason: null },
} as unknown as Order;

describe('summariseOrder', () => {
  it('writes quantities in the language’s digits', () => {
    expect(summariseOrder(order, [], 'ar', links).lines[0]).toMatchObject({
      name: 'كنبة النيل',
      quantity: '١٢',
    });
    expect(summariseOrder(order, [], 'en', links).lines[0]).toMatchObject({
      name: 'Nile sofa',
      quantity: '12',
    });
  });

  it('gives the delivery area before the city, as a courier reads the address, a governorate named as its city once', () => {
    expect(summariseOrder(order, [], 'ar', links).shippingAddress).toEqual([
      'منى عادل',
      '١٢ شارع التحرير',
      'الدقي، الجيزة',
      '+201001234567',
    ]);
  });

  it('lists the subtotal before the promotions it then lists, so the figures add up', () => {
    const summary = summariseOrder(order, [], 'en', links);
    const egp = (amount: number) => formatMoney(amount, 'EGP', 'en');
    expect(summary.subTotal).toBe(egp(136800));
    expect(summary.discounts).toEqual([{ description: 'WELCOME10', amount: egp(-13680) }]);
    expect(summary.total).toBe(egp(128820));
  });
});

describe('summariseOrder, cancelled', () => {
  // As Vendure gives it after the cancellation: lines at 0, totals 0, the delivery taken off.
  const cancelled = {
    ...order,
    lines: order.lines.map((line) => ({
      ...line,
      quantity: 0,
      orderPlacedQuantity: 12,
      linePriceWithTax: 0,
    })),
    discounts: [{ description: 'shipping cancellation', amountWithTax: -5700 }],
    subTotalWithTax: 0,
    shippingWithTax: 0,
    totalWithTax: 0,
    shippingLines: [{ priceWithTax: 5700, shippingMethodId: 1 }],
    payments: [{ id: 3, amount: 128820, state: 'Cancelled' }],
    taxSummary: [{ taxRate: 14, taxBase: 0, taxTotal: 0 }],
    customFields: { cancellationReason: 'CHANGED_MIND' },
  } as unknown as Order;

  it('says what was placed: the pieces, their price, delivery, promotions and the total paid', () => {
    const summary = summariseOrder(cancelled, [], 'ar', links);
    const egp = (amount: number) => formatMoney(amount, 'EGP', 'ar');
    expect(summary.lines[0]).toMatchObject({ quantity: '١٢', linePrice: egp(136800) });
    expect(summary.subTotal).toBe(egp(136800));
    expect(summary.shipping).toBe(egp(5700));
    expect(summary.discounts).toEqual([{ description: 'الخصومات', amount: egp(-13680) }]);
    expect(summary.total).toBe(egp(128820));
    expect(summary.taxSummary).toEqual([]);
  });

  it('words the reason in the email’s language', () => {
    expect(summariseOrder(cancelled, [], 'ar', links).cancellationReason).toBe('غيّرت رأيي');
    expect(summariseOrder(cancelled, [], 'en', links).cancellationReason).toBe('I changed my mind');
  });
});
