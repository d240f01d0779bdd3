import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from '../seed/catalogue';
import { productImageFiles } from '../seed/product-images';
import { scaleCatalogue } from './scale-catalogue';

describe('scaleCatalogue', () => {
  const products = scaleCatalogue(1_000);

  it('makes exactly the number asked for, the demo catalogue first', () => {
    expect(products).toHaveLength(1_000);
    expect(products.slice(0, DEMO_PRODUCTS.length)).toEqual(DEMO_PRODUCTS);
    expect(scaleCatalogue(10)).toHaveLength(10);
  });

  it('gives every product its own slug and every variant its own SKU', () => {
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    const skus = products.flatMap((product) => product.variants.map((variant) => variant.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('numbers the copies in both languages and keeps their facets', () => {
    const copy = products.find((product) => product.slug === 'nile-three-seater-sofa-2');
    expect(copy?.name).toEqual({
      ar: 'كنبة النيل ثلاثية المقاعد 2',
      en: 'Nile three-seater sofa 2',
    });
    expect(copy?.category).toBe('sofas');
    expect(copy?.curated).toEqual([]);
  });

  it('keeps the demo catalogue’s shares of reduced and sold-out products', () => {
    const share = (list: typeof products, test: (product: (typeof products)[0]) => boolean) =>
      list.filter(test).length / list.length;
    const reduced = (product: (typeof products)[0]) =>
      product.details.originalPriceWithTax !== undefined;
    const soldOut = (product: (typeof products)[0]) =>
      product.variants.every((variant) => variant.stockOnHand === 0);
    expect(share(products, reduced)).toBeCloseTo(share([...DEMO_PRODUCTS], reduced), 1);
    expect(share(products, soldOut)).toBeGreaterThan(0);
    for (const product of products) {
      const cheapest = Math.min(...product.variants.map((variant) => variant.priceWithTax));
      if (product.details.originalPriceWithTax !== undefined) {
        expect(product.details.originalPriceWithTax).toBeGreaterThan(cheapest);
      }
    }
  });

  it('reuses the demo catalogue’s pictures', () => {
    const pictures = (list: readonly (typeof products)[0][]) =>
      new Set(list.flatMap((product) => productImageFiles(product).gallery));
    expect(pictures(products)).toEqual(pictures(DEMO_PRODUCTS));
  });
});
