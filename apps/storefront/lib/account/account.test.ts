import { describe, expect, it } from 'vitest';
import { toAddressInput, toAddressView } from './addresses';
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

describe('addresses', () => {
  const saved = {
    id: '7',
    fullName: 'Mona  Abdel Hassan',
    streetLine1: '8 Mossadak Street',
    city: 'الدقي',
    province: null,
    phoneNumber: '+201012345678',
    defaultShippingAddress: false,
    country: { code: 'EG' },
    customFields: { type: 'work', area: 'Mohandessin', instructions: null, verified: null },
  };

  it('splits the one stored name into first and last, and reads the custom fields', () => {
    expect(toAddressView(saved)).toEqual({
      id: '7',
      firstName: 'Mona',
      lastName: 'Abdel Hassan',
      streetLine1: '8 Mossadak Street',
      city: 'الدقي',
      area: 'Mohandessin',
      phoneNumber: '+201012345678',
      type: 'work',
      instructions: null,
      verified: false,
    });
  });

  it('joins the name again and sends an Egyptian address with its custom fields', () => {
    expect(
      toAddressInput({
        firstName: 'Mona',
        lastName: 'Abdel Hassan',
        streetLine1: '8 Mossadak Street',
        city: 'الدقي',
        cityId: '3',
        area: 'Mohandessin',
        phoneNumber: '+201012345678',
        type: 'home',
        instructions: 'Blue door',
      }),
    ).toEqual({
      fullName: 'Mona Abdel Hassan',
      streetLine1: '8 Mossadak Street',
      city: 'الدقي',
      countryCode: 'EG',
      phoneNumber: '+201012345678',
      customFields: { type: 'home', area: 'Mohandessin', instructions: 'Blue door' },
    });
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
