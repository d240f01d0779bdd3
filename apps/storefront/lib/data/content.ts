import {
  getBlogPost,
  getBlogPosts,
  getContentPage,
  getFaqs,
  getSitemapData,
} from '@dar/commerce-hooks/server';
import type { Locale } from '@dar/i18n';
import { cache } from 'react';

/**
 * The content routes' data (docs/product-spec.md §2: blog, about with the FAQs, the policies, the sitemap page),
 * tagged `blog`, `blog:<slug>`, `page:<slug>`, `faqs`, `sitemap`, `collections` by the fetchers:
 * never personal, so every page built from it is cached and cleared by the revalidate route.
 * Wrapped in React's `cache()` so `generateMetadata` and the page share one answer.
 */

/** Posts per blog page: four, so the six posts a new shop starts with already take two pages. */
export const BLOG_PAGE_SIZE = 4;

/** The static pages under `/pages/{slug}` (docs/product-spec.md §2); `about` has its own route. */
export const POLICY_SLUGS = ['privacy-policy', 'returns-policy', 'terms-conditions'] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export function isPolicySlug(slug: string): slug is PolicySlug {
  return (POLICY_SLUGS as readonly string[]).includes(slug);
}

export const loadBlogPage = cache((locale: Locale, page: number) =>
  getBlogPosts(locale, { page, perPage: BLOG_PAGE_SIZE }),
);

export const loadBlogPost = cache((locale: Locale, slug: string) => getBlogPost(slug, locale));

export const loadContentPage = cache((locale: Locale, slug: string) =>
  getContentPage(slug, locale),
);

export const loadFaqs = cache((locale: Locale) => getFaqs(locale));

/** Every post's slug and title in one language, page by page (the Shop API gives 50 at most). */
export const loadAllBlogPosts = cache(async (locale: Locale) => {
  const perPage = 50;
  const posts: { id: string; slug: string; title: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalItems } = await getBlogPosts(locale, { page, perPage });
    posts.push(...items);
    if (posts.length >= totalItems || items.length === 0) return posts;
  }
});

/** The `/sitemap` page: every product and category in the page's language, and the posts. */
export const loadSitemapPage = cache(async (locale: Locale) => {
  const [{ products, categories }, posts] = await Promise.all([
    getSitemapData(locale),
    loadAllBlogPosts(locale),
  ]);
  return { products, categories, posts };
});
