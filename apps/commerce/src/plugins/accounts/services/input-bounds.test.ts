import { describe, expect, it } from 'vitest';
import { checkInputBounds } from './input-bounds';

describe("a guest checkout's email", () => {
  it('must be one plain address (contactUs and the newsletter say so in their typed results)', () => {
    const guest = {
      input: { emailAddress: 'a@x.com, b@y.org', firstName: 'Mona', lastName: 'Adel' },
    };
    expect(checkInputBounds('setCustomerForOrder', guest)).toEqual({
      field: 'input.emailAddress',
      rule: 'EMAIL_INVALID',
    });
    expect(
      checkInputBounds('setCustomerForOrder', { input: { emailAddress: 'mona@example.com' } }),
    ).toBeUndefined();
    expect(checkInputBounds('contactUs', { input: { email: 'x <y@z.com>' } })).toBeUndefined();
  });
});

describe('adding to the cart', () => {
  it('takes at least one piece', () => {
    for (const quantity of [0, -3]) {
      expect(checkInputBounds('addItemToOrder', { productVariantId: '1', quantity })).toEqual({
        field: 'quantity',
        rule: 'QUANTITY_TOO_SMALL',
      });
    }
    expect(
      checkInputBounds('addItemToOrder', { productVariantId: '1', quantity: 1 }),
    ).toBeUndefined();
    // Setting a line to 0 removes it.
    expect(checkInputBounds('adjustOrderLine', { orderLineId: '1', quantity: 0 })).toBeUndefined();
  });
});
