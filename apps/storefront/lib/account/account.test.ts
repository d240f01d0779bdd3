import { describe, expect, it } from 'vitest';
import { accountPageOf, orderPaths } from './links';

describe('accountPageOf', () => {
  it('marks the page a path belongs to, in both languages; an order is the orders page', () => {
    expect(accountPageOf('/profile')).toBe('overview');
    expect(accountPageOf('/en/profile')).toBe('overview');
    expect(accountPageOf('/profile/addresses')).toBe('addresses');
    expect(accountPageOf('/en/profile/orders/ABC123')).toBe('orders');
    expect(accountPageOf('/profile/password')).toBe('password');
  });
});

describe('orderPaths', () => {
  it("links an order and its products in the page's language", () => {
    expect(orderPaths('en').order('X9K2')).toBe('/en/profile/orders/X9K2');
    expect(orderPaths('ar').order('X9K2')).toBe('/profile/orders/X9K2');
    expect(orderPaths('en').product('nile-sofa')).toBe('/en/products/nile-sofa');
    expect(orderPaths('ar').product('كنبة')).toBe(`/products/${encodeURIComponent('كنبة')}`);
  });
});
