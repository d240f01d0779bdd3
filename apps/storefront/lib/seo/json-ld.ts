import { assetUrl, plainText, productPictures } from '@dar/commerce-hooks/server';
import type { ProductDetail } from '@dar/commerce-hooks/server';
import { localeConfig, type Locale } from '@dar/i18n';
import { productPath } from '../paths';
import { absoluteUrl, siteUrl, SUPPORT_PHONE } from './site';
import { truncate } from './text';

/** A schema.org object; `@context` only on the outermost. */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const SCHEMA = 'https://schema.org' as const;

/** Vendure's stock levels → schema.org availability. */
const AVAILABILITY: Record<string, string> = {
  IN_STOCK: `${SCHEMA}/InStock`,
  LOW_STOCK: `${SCHEMA}/LimitedAvailability`,
  OUT_OF_STOCK: `${SCHEMA}/OutOfStock`,
};

/** Minor units (piastres) → "1299.50", as schema.org prices are written. */
export function formatPrice(minor: number): string {
  return (minor / 100).toFixed(2);
}

/**
 * Product (docs/product-spec.md §10): name, description, pictures, SKU, brand, and offers in EGP with their
 * availability. One variant gives an Offer; several give an AggregateOffer over their prices.
 */
export function productJsonLd(
  product: ProductDetail,
  locale: Locale,
  { base = siteUrl(), brand }: { base?: string; brand: string },
): JsonLdObject {
  const url = absoluteUrl(productPath(product.slug), locale, base);
  const offers = product.variants.map((variant) => {
    return {
      '@type': 'Offer',
      ...(variant.sku ? { sku: variant.sku } : {}),
      price: formatPrice(variant.priceWithTax),
      priceCurrency: 'EGP',
      availability: AVAILABILITY[variant.stockLevel] ?? `${SCHEMA}/InStock`,
      itemCondition: `${SCHEMA}/NewCondition`,
      url,
    };
  });
  const prices = product.variants.map((variant) => variant.priceWithTax);
  const anyAvailable = offers.some((offer) => !offer.availability.endsWith('/OutOfStock'));
  const description = truncate(plainText(product.description), 5000);
  const sku = product.variants[0]?.sku;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    url,
    inLanguage: localeConfig[locale].htmlLang,
    image: productPictures(product).map((asset) => assetUrl(asset.preview, 'detail', base)),
    ...(sku ? { sku } : {}),
    brand: { '@type': 'Brand', name: brand },
    offers:
      offers.length === 1
        ? offers[0]
        : {
            '@type': 'AggregateOffer',
            priceCurrency: 'EGP',
            lowPrice: formatPrice(Math.min(...prices)),
            highPrice: formatPrice(Math.max(...prices)),
            offerCount: offers.length,
            availability: anyAvailable ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`,
            offers,
          },
  };
}

export interface Crumb {
  name: string;
  /** Path without locale prefix. */
  path: string;
}

/** BreadcrumbList of absolute URLs in the page's language, starting at home. */
export function breadcrumbJsonLd(
  crumbs: readonly Crumb[],
  locale: Locale,
  base = siteUrl(),
): JsonLdObject {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, locale, base),
    })),
  };
}

/** A blog post (BlogPosting): headline, summary, date, picture and the shop as its publisher. */
export function articleJsonLd(
  post: {
    slug: string;
    title: string;
    excerpt: string;
    publishedAt?: string | null;
    imageUrl?: string | null;
  },
  locale: Locale,
  { publisher, base = siteUrl() }: { publisher: string; base?: string },
): JsonLdObject {
  const url = absoluteUrl(`/blog/${encodeURIComponent(post.slug)}`, locale, base);
  const image = post.imageUrl?.startsWith('/') ? `${base}${post.imageUrl}` : post.imageUrl;
  return {
    '@context': SCHEMA,
    '@type': 'BlogPosting',
    headline: post.title,
    description: truncate(post.excerpt, 300),
    url,
    mainEntityOfPage: url,
    inLanguage: localeConfig[locale].htmlLang,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(image ? { image: [image] } : {}),
    publisher: { '@type': 'Organization', name: publisher, logo: `${base}/logo.png` },
  };
}

/** The shop itself: name, site, logo and the support line 16358 (docs/product-spec.md §1). */
export function organizationJsonLd(
  locale: Locale,
  { name, base = siteUrl() }: { name: string; base?: string },
): JsonLdObject {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name,
    url: absoluteUrl('/', locale, base),
    logo: `${base}/logo.png`,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: SUPPORT_PHONE,
      contactType: 'customer service',
      areaServed: 'EG',
      availableLanguage: ['Arabic', 'English'],
    },
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped (so text such as
 * `</script>` in a product description cannot close the script early), and so are `>`, `&` and the
 * line separators JavaScript parsers once choked on. The JSON means the same after escaping.
 */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
