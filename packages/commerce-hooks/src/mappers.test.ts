import { describe, expect, it } from 'vitest';
import type { HomeProductsQuery } from './gql/graphql';
import {
  searchResultToProductCard,
  toCartView,
  toCategoryTree,
  toProductCard,
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
      }),
    ).toMatchObject({ id: '3', priceWithTax: 1000, priceVaries: true, imageUrl: null });
  });
});

describe('toCartView', () => {
  it('is an empty cart without an active order', () => {
    expect(toCartView(null)).toMatchObject({ itemCount: 0, lines: [], total: 0 });
  });

  it('adds up promotional savings as a positive amount', () => {
    const view = toCartView({
      id: '1',
      code: 'A',
      state: 'AddingItems',
      currencyCode: 'EGP',
      totalQuantity: 2,
      subTotal: 1000,
      subTotalWithTax: 1140,
      shipping: 0,
      shippingWithTax: 0,
      total: 1000,
      totalWithTax: 1140,
      couponCodes: ['WELCOME10'],
      discounts: [{ description: 'Welcome', amountWithTax: -114 }],
      lines: [],
    });
    expect(view).toMatchObject({ itemCount: 2, savings: 114, couponCodes: ['WELCOME10'] });
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
