/**
 * The storefront's cache tags, as its server fetchers (`@dar/commerce-hooks/server`) put them on
 * the catalogue answers. This list is the contract between the two sides: the commerce server
 * imports no workspace package, so the names are repeated here and in the hooks' fetchers.
 */
export const STOREFRONT_TAGS = {
  /** Every catalogue answer: only for changes that can show anywhere (an edited picture). */
  catalogue: 'catalogue',
  /** The home page's four product rails. */
  home: 'home',
  /** Banners, super banner, alert strip and wheel promotions. */
  merchandising: 'merchandising',
  /** Every listing and search page (products and filter bar). */
  listing: 'listing',
  /** The category tree (menu, sitemap). */
  collections: 'collections',
  /** The sitemap's list of products. */
  sitemap: 'sitemap',
  /** The questions of /faq. */
  faqs: 'faqs',
  /** The blog's list pages and every post. */
  blog: 'blog',
  product: (slug: string) => `product:${slug}`,
  collection: (slug: string) => `collection:${slug}`,
  page: (slug: string) => `page:${slug}`,
  post: (slug: string) => `blog:${slug}`,
} as const;

/** What a product's own change shows on: its page under every slug, listings, home, sitemap. */
export function productTags(slugs: Iterable<string>): string[] {
  return [
    ...uniqueSlugs(slugs).map(STOREFRONT_TAGS.product),
    STOREFRONT_TAGS.listing,
    STOREFRONT_TAGS.home,
    STOREFRONT_TAGS.sitemap,
  ];
}

/** A collection's own change (name, slug, description, position): its pages, menu and sitemap. */
export function collectionTags(slugs: Iterable<string>): string[] {
  return [
    ...uniqueSlugs(slugs).map(STOREFRONT_TAGS.collection),
    STOREFRONT_TAGS.collections,
    STOREFRONT_TAGS.sitemap,
  ];
}

/**
 * A promotion: the home page's special offers and the wheel (which names a promotion's coupon).
 * Catalogue prices are list prices, so product pages do not change.
 */
export function promotionTags(): string[] {
  return [STOREFRONT_TAGS.home, STOREFRONT_TAGS.merchandising];
}

/**
 * A banner, the super banner, the alert strip or a wheel segment: the home page's answer, which
 * also carries the alert strip every page's shell shows.
 */
export function merchandisingTags(): string[] {
  return [STOREFRONT_TAGS.home, STOREFRONT_TAGS.merchandising];
}

/**
 * A static page, a question or a blog post staff saved or deleted, under the slugs it had before
 * and has now: the page at each address, the FAQ page, or the blog's lists and the post's page.
 */
export function contentTags(kind: 'ContentPage' | 'Faq' | 'BlogPost', slugs: string[]): string[] {
  switch (kind) {
    case 'ContentPage':
      return uniqueSlugs(slugs).map(STOREFRONT_TAGS.page);
    case 'Faq':
      return [STOREFRONT_TAGS.faqs];
    case 'BlogPost':
      return [STOREFRONT_TAGS.blog, ...uniqueSlugs(slugs).map(STOREFRONT_TAGS.post)];
  }
}

/** A facet or facet value: its name and counts appear in every listing's filter bar. */
export function facetTags(): string[] {
  return [STOREFRONT_TAGS.listing];
}

function uniqueSlugs(slugs: Iterable<string>): string[] {
  return [...new Set([...slugs].filter((slug) => slug.length > 0))];
}
