import { describe, expect, it } from 'vitest';
import { DEMO_CURATED_COLLECTIONS, DEMO_PRODUCTS } from './catalogue';
import { CATEGORY_TREE, SUB_CATEGORIES } from './categories';
import { generateProducts } from './generate-catalogue';
import { furnitureSvg, productImageFiles } from './product-images';

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_LETTER = /[A-Za-z]/;
const variants = DEMO_PRODUCTS.flatMap((product) => product.variants);

describe('demo catalogue', () => {
  it('is the same every time it is generated', () => {
    expect(generateProducts(8)).toEqual(DEMO_PRODUCTS.slice(8));
  });

  it('has at least 150 products with unique slugs, names and SKUs', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.slug)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name.ar)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.name.en)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(variants.map((v) => v.sku)).size).toBe(variants.length);
    for (const product of DEMO_PRODUCTS) {
      expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('writes Arabic in Arabic and English in English, with no template left over', () => {
    for (const { name, description, details } of DEMO_PRODUCTS) {
      for (const text of [
        name.ar,
        description.ar,
        details.material.ar,
        details.careInstructions.ar,
      ]) {
        expect(text).toMatch(ARABIC_LETTER);
        expect(text).not.toContain('{');
      }
      // An Arabic name may say "حرف L" (an L-shaped sofa), never another Latin word.
      expect(name.ar.replace(/حرف L/g, '')).not.toMatch(LATIN_LETTER);
      for (const text of [name.en, description.en, details.material.en, details.specification.en]) {
        expect(text).not.toMatch(ARABIC_LETTER);
        expect(text).not.toContain('{');
      }
    }
  });

  it('prices pieces like an Egyptian furniture shop, in EGP with VAT', () => {
    const price = (slugEnd: string) =>
      DEMO_PRODUCTS.filter((product) => product.slug.endsWith(slugEnd)).flatMap((product) =>
        product.variants.map((variant) => variant.priceWithTax),
      );
    for (const sofa of price('three-seater-sofa')) {
      expect(sofa).toBeGreaterThanOrEqual(15_000);
      expect(sofa).toBeLessThanOrEqual(60_000);
    }
    for (const sideTable of price('side-table')) {
      expect(sideTable).toBeGreaterThanOrEqual(1_500);
      expect(sideTable).toBeLessThanOrEqual(5_000);
    }
    for (const variant of variants) {
      expect(Number.isInteger(variant.priceWithTax)).toBe(true);
      expect(variant.priceWithTax).toBeGreaterThanOrEqual(300);
    }
  });

  it('reduces about 30% of the products, each from a higher "was" price', () => {
    const reduced = DEMO_PRODUCTS.filter((p) => p.details.originalPriceWithTax !== undefined);
    expect(reduced.length / DEMO_PRODUCTS.length).toBeGreaterThan(0.27);
    expect(reduced.length / DEMO_PRODUCTS.length).toBeLessThan(0.33);
    for (const product of reduced) {
      const cheapest = Math.min(...product.variants.map((variant) => variant.priceWithTax));
      expect(product.details.originalPriceWithTax).toBeGreaterThan(cheapest);
    }
  });

  it('has a few sold-out and low-stock products, and plenty of the rest', () => {
    const soldOut = DEMO_PRODUCTS.filter((p) => p.variants.every((v) => v.stockOnHand === 0));
    const low = DEMO_PRODUCTS.filter((p) =>
      p.variants.some((v) => v.stockOnHand > 0 && v.stockOnHand <= 2),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThan(DEMO_PRODUCTS.length * 0.1);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(low.length).toBeLessThan(DEMO_PRODUCTS.length * 0.1);
  });

  it('offers variants by colour and by size', () => {
    const groups = DEMO_PRODUCTS.flatMap((product) => product.optionGroups.map((g) => g.en));
    expect(groups.filter((group) => group === 'Colour').length).toBeGreaterThan(30);
    expect(groups.filter((group) => group === 'Size').length).toBeGreaterThan(10);
    for (const product of DEMO_PRODUCTS) {
      for (const variant of product.variants) {
        expect(variant.options).toHaveLength(product.optionGroups.length);
      }
      const combinations = product.variants.map((v) => v.options.map((o) => o.en).join('/'));
      expect(new Set(combinations).size).toBe(product.variants.length);
    }
  });

  it('places every product in a sub-category, and fills every sub-category', () => {
    const subCategories = new Set<string>(SUB_CATEGORIES.map((sub) => sub.slug));
    for (const product of DEMO_PRODUCTS) {
      expect(subCategories.has(product.category)).toBe(true);
    }
    for (const sub of SUB_CATEGORIES) {
      expect(
        DEMO_PRODUCTS.some((product) => product.category === sub.slug),
        sub.slug,
      ).toBe(true);
    }
    for (const category of CATEGORY_TREE) {
      expect(category.children.length).toBeGreaterThanOrEqual(2);
      expect(category.children.length).toBeLessThanOrEqual(5);
    }
    const slugs = [
      ...CATEGORY_TREE.flatMap((category) => [
        category.slug,
        ...category.children.map((child) => child.slug),
      ]),
      ...DEMO_CURATED_COLLECTIONS.map((curated) => curated.slug),
    ];
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives every product at least three pictures, drawn for its kind of piece', () => {
    for (const product of DEMO_PRODUCTS) {
      const { gallery } = productImageFiles(product);
      expect(gallery.length).toBeGreaterThanOrEqual(3);
      expect(gallery[0]).toMatch(new RegExp(`^${product.shape}-[0-9a-f]{6}-front\\.jpg$`));
    }
    const sofa = furnitureSvg('sofa', '#2c3e5c');
    expect(sofa).toContain('#2c3e5c');
    expect(furnitureSvg('bed', '#2c3e5c')).not.toEqual(sofa);
  });
});
