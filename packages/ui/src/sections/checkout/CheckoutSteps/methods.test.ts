import { describe, expect, it } from 'vitest';
import { canPlaceOrder, paymentUnavailableReason } from './methods';

describe('payment eligibility', () => {
  it('gives no reason for an eligible method', () => {
    expect(
      paymentUnavailableReason({ isEligible: true, eligibilityMessage: 'ignored' }, 'x'),
    ).toBeUndefined();
  });

  it('gives the server’s message for an ineligible method, or the fallback without one', () => {
    expect(
      paymentUnavailableReason(
        { isEligible: false, eligibilityMessage: 'Orders under EGP 20,000 only' },
        'Unavailable',
      ),
    ).toBe('Orders under EGP 20,000 only');
    expect(
      paymentUnavailableReason({ isEligible: false, eligibilityMessage: '  ' }, 'Unavailable'),
    ).toBe('Unavailable');
    expect(
      paymentUnavailableReason({ isEligible: false, eligibilityMessage: null }, 'Unavailable'),
    ).toBe('Unavailable');
  });
});

describe('placing the order', () => {
  const shippingMethods = [{ id: 's1' }, { id: 's2' }];
  const ready = {
    addressId: 'a1',
    shippingMethodId: 's1',
    paymentMethod: { isEligible: true },
    shippingMethods,
  };

  it('needs an address, an offered shipping method and an eligible payment method', () => {
    expect(canPlaceOrder(ready)).toBe(true);
    expect(canPlaceOrder({ ...ready, addressId: null })).toBe(false);
    expect(canPlaceOrder({ ...ready, shippingMethodId: null })).toBe(false);
    expect(canPlaceOrder({ ...ready, shippingMethodId: 'gone' })).toBe(false);
    expect(canPlaceOrder({ ...ready, paymentMethod: undefined })).toBe(false);
    expect(canPlaceOrder({ ...ready, paymentMethod: { isEligible: false } })).toBe(false);
  });
});
