import { describe, expect, it } from 'vitest';
import type { HomeProductsQuery } from './gql/graphql';
import { toProductSummary } from './mappers';

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
