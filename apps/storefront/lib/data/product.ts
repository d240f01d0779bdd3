import {
  closestCollection,
  getListing,
  getProduct,
  type ProductCardView,
  type ProductDetail,
} from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { cache } from 'react';

/** docs/product-spec.md §2: the related products rail on a product page. */
export const RELATED_PRODUCTS_SIZE = 8;

/**
 * A product page's product, or null for an unknown slug (404). Shared by `generateMetadata`, the
 * page and its Open Graph image within one request. Tags `catalogue`, `product:<slug>`.
 */
export const loadProduct = cache((locale: Locale, slug: string): Promise<ProductDetail | null> =>
  getProduct(slug, locale),
);

/**
 * Related products: others from the product's sub-category (or category), the product itself left
 * out. A failure leaves the rail empty rather than failing the product page.
 */
export async function loadRelatedProducts(
  locale: Locale,
  product: ProductDetail,
  size = RELATED_PRODUCTS_SIZE,
): Promise<ProductCardView[]> {
  const collection = closestCollection(product);
  if (!collection) return [];
  try {
    const listing = await getListing(locale, {
      collectionSlug: collection.slug,
      perPage: size + 1,
    });
    return listing.products.filter((card) => card.id !== product.id).slice(0, size);
  } catch {
    return [];
  }
}

export interface ProductPageData {
  product: ProductDetail;
  related: ProductCardView[];
}

export async function loadProductPage(
  locale: Locale,
  slug: string,
): Promise<ProductPageData | null> {
  const product = await loadProduct(locale, slug);
  if (!product) return null;
  return { product, related: await loadRelatedProducts(locale, product) };
}
