import { type DemoProduct, DEMO_PRODUCTS } from '../seed/catalogue';
import { seededRandom } from '../seed/generate-catalogue';

/**
 * A catalogue of any size for benchmarks, made from the demo catalogue: the demo products as
 * they are, then numbered copies of them ("Nile three-seater sofa 2", slug
 * `nile-three-seater-sofa-2`) until there are `count`. Copies keep their original's category,
 * facets, options, stock pattern and discount, so the shares (about 30% reduced, a few sold out)
 * stay those of the demo catalogue, and their pictures (the drawings depend only on shape and
 * colour, so 10,000 products share the demo's few hundred images). Prices move by up to 10% either
 * way, deterministically, so sorting by price is not sorting by original. Copies join no curated
 * collection.
 */
export function scaleCatalogue(
  count: number,
  base: readonly DemoProduct[] = DEMO_PRODUCTS,
): DemoProduct[] {
  return scaleEntries(count, base).map((entry) => entry.product);
}

/** A product of the scaled catalogue and the demo product it is a copy of (itself for those). */
export interface ScaledProduct {
  product: DemoProduct;
  original: DemoProduct;
}

/**
 * The same catalogue as `scaleCatalogue`, each product with its original: what the bulk copy
 * (./bulk-copy.ts) needs to clone the original's rows.
 */
export function scaleEntries(
  count: number,
  base: readonly DemoProduct[] = DEMO_PRODUCTS,
): ScaledProduct[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`The product count must be a positive whole number, got ${count}.`);
  }
  const entries: ScaledProduct[] = [];
  for (let index = 0; index < count; index++) {
    const original = base[index % base.length];
    if (!original) throw new Error('The base catalogue is empty.');
    const copy = Math.floor(index / base.length);
    entries.push({ product: copy === 0 ? original : numberedCopy(original, copy + 1), original });
  }
  return entries;
}

function numberedCopy(original: DemoProduct, number: number): DemoProduct {
  const slug = `${original.slug}-${number}`;
  const random = seededRandom(slug);
  const factor = 0.9 + random() * 0.2;
  const price = (priceWithTax: number) =>
    Math.max(10, Math.round((priceWithTax * factor) / 10) * 10);
  const { originalPriceWithTax } = original.details;
  return {
    ...original,
    slug,
    name: { ar: `${original.name.ar} ${number}`, en: `${original.name.en} ${number}` },
    details: {
      ...original.details,
      originalPriceWithTax:
        originalPriceWithTax === undefined ? undefined : price(originalPriceWithTax),
    },
    variants: original.variants.map((variant) => ({
      ...variant,
      sku: `${variant.sku}-${number}`,
      priceWithTax: price(variant.priceWithTax),
    })),
    curated: [],
  };
}
