import {
  ASSET_PRESET_SIZES,
  assetUrl,
  plainText,
  productPictures,
} from '@dar/commerce-hooks/server';
import type { ProductDetail } from '@dar/commerce-hooks/server';
import { localeConfig, locales, type Locale } from '@dar/i18n';
import type { Metadata } from 'next';
import { productPath } from '../paths';
import type { ListingParams } from '../data/listing-params';
import { absoluteUrl, languageAlternates, OG_LOCALES, siteUrl } from './site';
import { truncate } from './text';

/** The messages a metadata builder needs: `getIntl(locale).formatMessage` on the server. */
export type FormatMessage = (
  descriptor: { id: string },
  values?: Record<string, string | number>,
) => string;

export interface PageMetadataInput {
  locale: Locale;
  /** The page's path without locale prefix (`/products/nile-sofa`), query included if canonical. */
  path: string;
  /** The page's own title; the layout's template adds " | Dar". */
  title: string;
  /** Use the title as is, without the template (the home page). */
  absoluteTitle?: boolean;
  description: string;
  /** Absolute or root-relative image URLs; the route's opengraph-image when none. */
  images?: { url: string; width?: number; height?: number; alt: string }[];
  type?: 'website' | 'article';
  /** Search results and other pages that must not be indexed (they are still followed). */
  noIndex?: boolean;
  /** Base URL; STOREFRONT_URL by default. */
  base?: string;
}

/**
 * A page's metadata in its language: title and description, canonical URL, hreflang alternates
 * (ar, en, x-default), Open Graph and Twitter card.
 */
export function pageMetadata({
  locale,
  path,
  title,
  absoluteTitle = false,
  description,
  images,
  type = 'website',
  noIndex = false,
  base = siteUrl(),
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path, locale, base);
  const summary = truncate(description);
  return {
    metadataBase: new URL(base),
    title: absoluteTitle ? { absolute: title } : title,
    description: summary,
    alternates: { canonical: url, languages: languageAlternates(path, base) },
    openGraph: {
      type,
      url,
      title,
      description: summary,
      locale: OG_LOCALES[locale],
      alternateLocale: locales
        .filter((other) => other !== locale)
        .map((other) => OG_LOCALES[other]),
      ...(images ? { images } : {}),
    },
    // X reads the Open Graph pictures when a card names none; Next would otherwise copy each one
    // (four tags a picture) into the HTML and its payload again.
    twitter: { card: 'summary_large_image', title, description: summary, images: [] },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}

export function homeMetadata(locale: Locale, t: FormatMessage): Metadata {
  return pageMetadata({
    locale,
    path: '/',
    title: t({ id: 'home.title' }),
    absoluteTitle: true,
    description: t({ id: 'home.description' }),
  });
}

/**
 * A listing: the collection's name and description, or "All furniture". The canonical URL keeps
 * the page number but drops filters and sort, which only reorder or narrow the same products.
 */
export function listingMetadata(
  locale: Locale,
  t: FormatMessage,
  {
    path,
    collection,
    params,
  }: {
    path: string;
    collection: { name: string; description?: string | null } | null;
    params: Pick<ListingParams, 'page'>;
  },
): Metadata {
  const name = collection?.name ?? t({ id: 'seo.products.title' });
  const description =
    plainText(collection?.description) ||
    (collection
      ? t({ id: 'seo.listing.description' }, { name })
      : t({ id: 'seo.products.description' }));
  const page = params.page > 1 ? params.page : undefined;
  return pageMetadata({
    locale,
    path: page ? `${path}?page=${page}` : path,
    title: page ? t({ id: 'seo.listing.pageTitle' }, { name, page }) : name,
    description,
  });
}

/** A product: its name, description (or a sentence about it) and its pictures. */
export function productMetadata(
  locale: Locale,
  t: FormatMessage,
  product: ProductDetail,
  base = siteUrl(),
): Metadata {
  const path = productPath(product.slug);
  return pageMetadata({
    locale,
    path,
    base,
    title: product.name,
    description:
      plainText(product.description) ||
      t({ id: 'seo.product.description' }, { name: product.name }),
    // One picture, the first: a link preview shows one, and each more is four tags in the HTML
    // and again in its payload.
    images: productPictures(product)
      .slice(0, 1)
      .map((asset) => ({
        url: assetUrl(asset.preview, 'detail', base),
        alt: product.name,
        // The detail preset fits pictures in 1200×900; the shop's product pictures are 4:3.
        ...ASSET_PRESET_SIZES.detail,
      })),
  });
}

/** Search results are not indexed: every term would be a thin duplicate of a listing. */
export function searchMetadata(
  locale: Locale,
  t: FormatMessage,
  term: string | undefined,
): Metadata {
  return pageMetadata({
    locale,
    path: '/products',
    title: term ? t({ id: 'seo.search.title' }, { term }) : t({ id: 'seo.search.empty' }),
    description: t({ id: 'seo.products.description' }),
    noIndex: true,
  });
}

/** A content page (about, policies, blog post, sitemap) from its title and text. */
export function contentMetadata(
  locale: Locale,
  {
    path,
    title,
    body,
    type,
  }: { path: string; title: string; body?: string | null; type?: 'article' },
  t: FormatMessage,
): Metadata {
  return pageMetadata({
    locale,
    path,
    title,
    description: plainText(body) || t({ id: 'home.description' }),
    ...(type ? { type } : {}),
  });
}

/** `<html lang>` of a locale, for places that build documents themselves. */
export function htmlLang(locale: Locale): string {
  return localeConfig[locale].htmlLang;
}
