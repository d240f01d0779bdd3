import type { HomeProductsQuery } from './gql/graphql';

/** What a product teaser needs, in the shape `@dar/ui` takes: plain values, no GraphQL. */
export interface ProductSummary {
  id: string;
  name: string;
  slug: string;
  imageUrl: string | null;
  /** The lowest variant price, tax included, in minor units. */
  priceWithTax: number;
  currencyCode: string;
  /** True when variants differ in price, so the price reads "from …". */
  priceVaries: boolean;
}

type ApiProduct = HomeProductsQuery['products']['items'][number];

export function toProductSummary(product: ApiProduct): ProductSummary | null {
  const [first, ...rest] = product.variants;
  // A product without variants cannot be bought or priced; listing it would mislead.
  if (!first) return null;
  const prices = product.variants.map((variant) => variant.priceWithTax);
  const lowest = Math.min(...prices);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    imageUrl: product.featuredAsset?.preview ?? null,
    priceWithTax: lowest,
    currencyCode: first.currencyCode,
    priceVaries: rest.some((variant) => variant.priceWithTax !== first.priceWithTax),
  };
}
