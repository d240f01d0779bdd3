import { describe, expect, it } from 'vitest';
import { accountPageOf } from './links';
import { toOrderCard } from './orders';

describe('accountPageOf', () => {
  it('marks the page a path belongs to, in both languages; an order is the orders page', () => {
    expect(accountPageOf('/profile')).toBe('overview');
    expect(accountPageOf('/en/profile')).toBe('overview');
    expect(accountPageOf('/profile/addresses')).toBe('addresses');
    expect(accountPageOf('/en/profile/orders/ABC123')).toBe('orders');
    expect(accountPageOf('/profile/password')).toBe('password');
  });
});

describe('toOrderCard', () => {
  const order = {
    id: '4',
    code: 'X9K2',
    state: 'PaymentAuthorized',
    orderPlacedAt: '2026-11-20T10:00:00.000Z',
    totalWithTax: 129950,
    currencyCode: 'EGP' as never,
    totalQuantity: 2,
    shopperState: { code: 'CONFIRMED' as never },
  };

  it("shows the shopper's state and links the details page in the page's language", () => {
    expect(toOrderCard(order, 'en')).toMatchObject({
      state: 'CONFIRMED',
      itemCount: 2,
      href: '/en/profile/orders/X9K2',
    });
    expect(toOrderCard(order, 'ar').href).toBe('/profile/orders/X9K2');
  });

  it('falls back to "ordered" for a state the shop does not name', () => {
    expect(toOrderCard({ ...order, shopperState: null }, 'ar').state).toBe('ORDERED');
  });
});
