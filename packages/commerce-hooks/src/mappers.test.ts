import { describe, expect, it } from 'vitest';
import type { CartFieldsFragment, HomeProductsQuery } from './gql/graphql';
import {
  searchResultToProductCard,
  splitFullName,
  toAddressInput,
  toAddressView,
  toCartView,
  toPaymentMethodViews,
  toCategoryTree,
  toProductCard,
  wasPrice,
  toProductCards,
  toProductSummary,
} from './mappers';

const product: HomeProductsQuery['products']['items'][number] = {
  id: '1',
  name: 'كنبة ليلى',
  slug: 'layla-sofa',
  featuredAsset: { preview: 'http://localhost:3001/assets/preview/sofa.jpg' },
  variants: [
    { id: '11', priceWithTax: 1899900, currencyCode: 'EGP' },
    { id: '12', priceWithTax: 1599900, currencyCode: 'EGP' },
  ],
};

describe('toProductSummary', () => {
  it('takes the lowest price with tax and says when prices vary', () => {
    expect(toProductSummary(product)).toEqual({
      id: '1',
      name: 'كنبة ليلى',
      slug: 'layla-sofa',
      imageUrl: 'http://localhost:3001/assets/preview/sofa.jpg',
      priceWithTax: 1599900,
      currencyCode: 'EGP',
      priceVaries: true,
    });
  });

  it('has one price and no image when the product has one variant and no asset', () => {
    const summary = toProductSummary({
      ...product,
      featuredAsset: null,
      variants: [product.variants[0]!],
    });
    expect(summary).toMatchObject({ imageUrl: null, priceWithTax: 1899900, priceVaries: false });
  });

  it('drops a product without variants', () => {
    expect(toProductSummary({ ...product, variants: [] })).toBeNull();
  });
});

describe('toProductCard', () => {
  const card = {
    ...product,
    featuredAsset: { id: '5', preview: '/assets/sofa.jpg' },
    customFields: { originalPrice: 2199900, freeShipping: true },
  };

  it('shows a "was" price only when it is above the price', () => {
    expect(toProductCard(card)).toMatchObject({
      priceWithTax: 1599900,
      originalPriceWithTax: 2199900,
      freeShipping: true,
      imageUrl: '/assets/sofa.jpg',
    });
    const noDiscount = toProductCard({
      ...card,
      customFields: { originalPrice: 1599900, freeShipping: null },
    });
    expect(noDiscount).not.toHaveProperty('originalPriceWithTax');
    expect(noDiscount?.freeShipping).toBe(false);
  });

  it('leaves out products without variants', () => {
    expect(toProductCards([card, { ...card, id: '2', variants: [] }]).map((c) => c.id)).toEqual([
      '1',
    ]);
  });
});

describe('wasPrice', () => {
  it('shows the original price only above the lowest price today', () => {
    expect(wasPrice(2199900, 1899900)).toEqual({ originalPriceWithTax: 2199900 });
    // Equal to or below today's price is no discount.
    expect(wasPrice(1899900, 1899900)).toEqual({});
    expect(wasPrice(1599900, 1899900)).toEqual({});
    expect(wasPrice(null, 1899900)).toEqual({});
    expect(wasPrice(undefined, 1899900)).toEqual({});
  });
});

describe('searchResultToProductCard', () => {
  it('reads a price range as "from" the lowest price', () => {
    expect(
      searchResultToProductCard({
        productId: '3',
        productName: 'Cedar bed',
        slug: 'cedar-bed',
        currencyCode: 'EGP',
        productAsset: null,
        priceWithTax: { __typename: 'PriceRange', min: 1000, max: 2000 },
        originalPrice: null,
        freeShipping: false,
      }),
    ).toMatchObject({ id: '3', priceWithTax: 1000, priceVaries: true, imageUrl: null });
  });

  it('shows the "was" price above the lowest price, and free delivery, as the rails\' cards do', () => {
    const hit = {
      productId: '4',
      productName: 'Nile sofa',
      slug: 'nile-sofa',
      currencyCode: 'EGP' as const,
      productAsset: null,
      priceWithTax: { __typename: 'SinglePrice' as const, value: 900 },
      originalPrice: 1200,
      freeShipping: true,
    };
    expect(searchResultToProductCard(hit)).toMatchObject({
      originalPriceWithTax: 1200,
      freeShipping: true,
    });
    // A "was" price at or below today's is no discount.
    expect(searchResultToProductCard({ ...hit, originalPrice: 900 })).not.toHaveProperty(
      'originalPriceWithTax',
    );
  });
});

describe('toCartView', () => {
  it('is an empty cart without an active order', () => {
    expect(toCartView(null)).toMatchObject({ itemCount: 0, lines: [], total: 0 });
  });

  const order: CartFieldsFragment = {
    id: '1',
    code: 'A',
    state: 'AddingItems',
    currencyCode: 'EGP',
    totalQuantity: 2,
    // As Vendure gives them: after the order's promotions.
    subTotal: 900,
    subTotalWithTax: 1026,
    shipping: 0,
    shippingWithTax: 0,
    freeDelivery: false,
    total: 900,
    totalWithTax: 1026,
    couponCodes: ['WELCOME10'],
    promotions: [{ id: '5', couponCode: 'welcome10' }],
    discounts: [{ description: 'Welcome', amount: -100, amountWithTax: -114 }],
    shippingLines: [],
    taxSummary: [
      {
        description: 'Egypt VAT 14%',
        label: 'VAT 14%',
        name: 'VAT',
        taxRate: 14,
        taxBase: 1000,
        taxTotal: 140,
      },
    ],
    lines: [
      {
        id: 'l1',
        quantity: 2,
        unitPrice: 500,
        unitPriceWithTax: 570,
        linePrice: 1000,
        linePriceWithTax: 1140,
        discountedLinePrice: 450,
        discountedLinePriceWithTax: 513,
        featuredAsset: null,
        productVariant: {
          id: 'v1',
          name: 'Sand',
          sku: 'S1',
          product: { id: 'p1', slug: 'sofa', name: 'Sofa' },
        },
      },
    ],
  };

  it('adds up promotional savings as a positive amount, without and with VAT', () => {
    expect(toCartView(order)).toMatchObject({
      itemCount: 2,
      savings: 100,
      savingsWithTax: 114,
      couponCodes: ['WELCOME10'],
    });
  });

  it("tells a code whose offer's conditions are not met from one that applies", () => {
    expect(toCartView(order).pendingCouponCodes).toEqual([]);
    const waiting = { ...order, couponCodes: ['WELCOME10', 'WHEEL500'] };
    expect(toCartView(waiting).pendingCouponCodes).toEqual(['WHEEL500']);
  });

  it('gives each line its price without VAT for the cart and with VAT for the summary', () => {
    expect(toCartView(order).lines[0]).toMatchObject({
      unitPrice: 500,
      linePrice: 1000,
      unitPriceWithTax: 570,
      linePriceWithTax: 1140,
    });
  });

  it("gives a line's price without VAT as the subtotal counts it, not a rounded unit price twice", () => {
    // 11,840.00 EGP with 14% VAT: 10,385.96491… each without it; two are 20,771.93, not 20,771.92.
    const line = {
      ...order.lines[0]!,
      unitPrice: 1_038_596,
      unitPriceWithTax: 1_184_000,
      linePrice: 2_077_193,
      linePriceWithTax: 2_368_000,
    };
    const view = toCartView({ ...order, lines: [line], subTotal: 2_077_193, discounts: [] });
    expect(view.lines[0]!.linePrice).toBe(2_077_193);
    expect(view.lines[0]!.linePrice).toBe(view.subTotal);
  });

  it('shows lines and subtotal before the savings it lists, so that the summary adds up', () => {
    const view = toCartView(order);
    expect(view.subTotal).toBe(1000);
    expect(view.subTotalWithTax).toBe(1140);
    expect(view.subTotal - view.savings + (view.shipping ?? 0)).toBe(view.total);
    expect(view.subTotalWithTax - view.savingsWithTax).toBe(view.totalWithTax);
    const lines = view.lines.reduce((sum, line) => sum + line.linePriceWithTax, 0);
    expect(lines).toBe(view.subTotalWithTax);
  });

  it("gives one VAT row per rate, named without it, the goods' and the delivery's together, and none for nothing", () => {
    const rows = [
      {
        description: 'Egypt VAT 14%',
        label: 'VAT 14%',
        name: 'VAT',
        taxRate: 14,
        taxBase: 1000,
        taxTotal: 140,
      },
      {
        description: 'Egypt VAT 14%',
        label: 'VAT 14%',
        name: 'VAT',
        taxRate: 14,
        taxBase: 50,
        taxTotal: 7,
      },
      { description: 'Zero', label: 'VAT 0%', name: 'VAT', taxRate: 0, taxBase: 0, taxTotal: 0 },
    ];
    expect(toCartView({ ...order, taxSummary: rows }).taxSummary).toEqual([
      { description: 'VAT', taxRate: 14, taxBase: 1050, taxTotal: 147 },
    ]);
  });

  it("has no shipping price until a method is chosen, then the method's (0 is free)", () => {
    expect(toCartView(order)).toMatchObject({ shipping: null, shippingWithTax: null });
    expect(
      toCartView({ ...order, shippingLines: [{ shippingMethod: { id: '3' } }] }),
    ).toMatchObject({ shipping: 0, shippingWithTax: 0, shippingMethodId: '3' });
  });

  it('says delivery is free before a method is chosen when it will be wherever it goes', () => {
    expect(toCartView({ ...order, freeDelivery: true })).toMatchObject({
      shipping: 0,
      shippingWithTax: 0,
      shippingMethodId: null,
    });
  });
});

describe('addresses', () => {
  it('splits the stored full name at its first space and joins it back for the input', () => {
    expect(splitFullName(' ليلى  عبد الله ')).toEqual({ firstName: 'ليلى', lastName: 'عبد الله' });
    expect(splitFullName(null)).toEqual({ firstName: '', lastName: '' });
    expect(
      toAddressInput({
        firstName: 'ليلى',
        lastName: 'عبد الله',
        streetLine1: '8 شارع مصدق',
        city: 'الدقي',
        area: 'الدقي',
        phoneNumber: '+201223456789',
        type: 'work',
        instructions: null,
      }),
    ).toMatchObject({
      fullName: 'ليلى عبد الله',
      countryCode: 'EG',
      customFields: { type: 'work', area: 'الدقي', instructions: null },
    });
  });

  it('reads an address without custom fields as an unverified home address', () => {
    expect(
      toAddressView({
        id: '7',
        fullName: 'Laila Mostafa',
        streetLine1: '8 Mosaddak St',
        city: 'Dokki',
        province: null,
        phoneNumber: null,
        defaultShippingAddress: null,
        country: { code: 'EG' },
        customFields: null,
      }),
    ).toMatchObject({ firstName: 'Laila', lastName: 'Mostafa', type: 'home', verified: false });
  });
});

describe('payment methods', () => {
  it('pays cash on delivery at the door and every other method on the hosted page', () => {
    const methods = toPaymentMethodViews({
      eligiblePaymentMethods: [
        {
          id: '1',
          code: 'cash-on-delivery',
          name: 'COD',
          description: '',
          isEligible: false,
          eligibilityMessage: 'Too much',
          logo: null,
          testMode: false,
        },
        {
          id: '2',
          code: 'card',
          name: 'Card',
          description: '',
          isEligible: true,
          eligibilityMessage: null,
          logo: { id: '9', preview: '/logo.png' },
          testMode: true,
        },
      ],
    });
    expect(
      methods.map((method) => [method.code, method.hosted, method.logoUrl, method.testMode]),
    ).toEqual([
      ['cash-on-delivery', false, null, false],
      ['card', true, '/logo.png', true],
    ]);
  });
});

describe('toCategoryTree', () => {
  it('orders categories and sub-categories by position', () => {
    const tree = toCategoryTree({
      collections: {
        items: [
          {
            id: '2',
            slug: 'b',
            name: 'B',
            position: 2,
            featuredAsset: { id: '9', preview: 'http://localhost:3001/assets/preview/b.jpg' },
            children: [],
          },
          {
            id: '1',
            slug: 'a',
            name: 'A',
            position: 1,
            featuredAsset: null,
            children: [
              { id: '4', slug: 'a2', name: 'A2', position: 2 },
              { id: '3', slug: 'a1', name: 'A1', position: 1 },
            ],
          },
        ],
      },
    });
    expect(tree.map((node) => node.slug)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((node) => node.slug)).toEqual(['a1', 'a2']);
    // The tiles' pictures: a category's featured asset, or none.
    expect(tree.map((node) => node.imageUrl)).toEqual([
      null,
      'http://localhost:3001/assets/preview/b.jpg',
    ]);
  });
});
