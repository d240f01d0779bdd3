import {
  paragraphs,
  ROOT_COLLECTION_SLUG,
  wasPrice,
  type ProductDetail,
} from '@dar/commerce-hooks/server';
import type { ProductCardData, ProductDetailsData } from '@dar/ui';
import { listingPath } from '../data/listing';
import { closestCollection } from '../data/product';
import { assetUrl } from '../images';
import { responsiveSrcSet } from '../responsive-images';
import type { Crumb } from '../seo/json-ld';

const CURATED_PARENT_SLUG = 'curated';

/** The product query as the product page's section takes it. */
export function toProductDetailsData(product: ProductDetail): ProductDetailsData {
  const fields = product.customFields;
  const pictures =
    product.assets.length > 0
      ? product.assets
      : product.featuredAsset
        ? [product.featuredAsset]
        : [];
  const prices = product.variants.map((variant) => variant.priceWithTax);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    currencyCode: product.variants[0]?.currencyCode ?? 'EGP',
    images: pictures.map((asset) => ({
      src: assetUrl(asset.preview, 'detail'),
      srcSet: responsiveSrcSet(asset.preview, 'productGallery'),
      zoomSrc: assetUrl(asset.preview, 'zoom'),
      thumbnailSrc: assetUrl(asset.preview, 'thumb'),
    })),
    variants: product.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      priceWithTax: variant.priceWithTax,
      outOfStock: variant.stockLevel === 'OUT_OF_STOCK',
    })),
    ...wasPrice(fields?.originalPrice, Math.min(...prices)),
    description: paragraphs(product.description),
    careInstructions: fields?.careInstructions ?? null,
    material: fields?.material ?? null,
    specification: fields?.specification ?? null,
    widthCm: fields?.widthCm ?? null,
    depthCm: fields?.depthCm ?? null,
    heightCm: fields?.heightCm ?? null,
    deliveryDays: fields?.deliveryDays ?? null,
    warrantyYears: fields?.warrantyYears ?? null,
    freeShipping: fields?.freeShipping === true,
  };
}

/**
 * The product as a card, for the shopper's "recently viewed" rail: the lowest price, the card-size
 * picture, quick add only when there is a single variant to add.
 */
export function toRecentCard(product: ProductDetail): ProductCardData {
  const prices = product.variants.map((variant) => variant.priceWithTax);
  const lowest = prices.length > 0 ? Math.min(...prices) : 0;
  const only = product.variants.length === 1 ? product.variants[0] : undefined;
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    imageUrl: product.featuredAsset ? assetUrl(product.featuredAsset.preview, 'card') : null,
    ...(product.featuredAsset
      ? { imageSrcSet: responsiveSrcSet(product.featuredAsset.preview, 'productCardRail') }
      : {}),
    priceWithTax: lowest,
    currencyCode: product.variants[0]?.currencyCode ?? 'EGP',
    priceVaries: new Set(prices).size > 1,
    ...wasPrice(product.customFields?.originalPrice, lowest),
    freeShipping: product.customFields?.freeShipping === true,
    ...(only ? { quickAddVariantId: only.id, inStock: only.stockLevel !== 'OUT_OF_STOCK' } : {}),
  };
}

/**
 * The product's steps after home: its category and sub-category (or curated collection), then the
 * product itself, as the listing pages name them.
 */
export function productCrumbs(product: ProductDetail): Crumb[] {
  const deepest = closestCollection(product);
  const collection = product.collections.find((candidate) => candidate.slug === deepest?.slug);
  const trail = (collection?.breadcrumbs ?? []).filter(
    (crumb) => crumb.slug !== ROOT_COLLECTION_SLUG,
  );
  const steps: Crumb[] = [];
  if (trail[0]?.slug === CURATED_PARENT_SLUG) {
    const curated = trail[1];
    if (curated) {
      steps.push({
        name: curated.name,
        path: listingPath({ kind: 'collection', slug: curated.slug }),
      });
    }
  } else {
    trail.slice(0, 2).forEach((crumb, index) =>
      steps.push({
        name: crumb.name,
        path:
          index === 0
            ? listingPath({ kind: 'category', slug: crumb.slug })
            : listingPath({ kind: 'sub-category', slug: trail[0]!.slug, sub: crumb.slug }),
      }),
    );
  }
  steps.push({ name: product.name, path: `/products/${encodeURIComponent(product.slug)}` });
  return steps;
}
