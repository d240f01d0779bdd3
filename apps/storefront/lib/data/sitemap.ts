import {
  getBlogPosts,
  getCategoryTree,
  getSitemapData,
  type CategoryNode,
} from '@dar/commerce-hooks/server';
import { locales, type Locale } from '@dar/i18n';
import { CURATED_PARENT_SLUG } from './listing';
import { productPath } from '../paths';

/** Static pages of docs/product-spec.md §2 that exist in both languages, without locale prefix. */
export const STATIC_PAGES = [
  '/',
  '/products',
  '/about',
  '/contact-us',
  '/blog',
  '/sitemap',
  '/pages/privacy-policy',
  '/pages/returns-policy',
  '/pages/terms-conditions',
] as const;

export interface SitemapEntryData {
  /** Path without locale prefix. */
  path: string;
  lastModified?: string;
  /** Names in each language, for the `/sitemap` page. */
  names?: Partial<Record<Locale, string>>;
}

export interface SiteMapData {
  products: SitemapEntryData[];
  categories: SitemapEntryData[];
  subCategories: SitemapEntryData[];
  collections: SitemapEntryData[];
  blogPosts: SitemapEntryData[];
  staticPages: SitemapEntryData[];
}

// The Shop API gives at most 50 posts a page; asking for more would skip the ones past 50.
const BLOG_PAGE_SIZE = 50;

async function allBlogPosts(locale: Locale) {
  const posts: { slug: string; publishedAt?: string | null; title: string }[] = [];
  for (let page = 1; ; page += 1) {
    const { items, totalItems } = await getBlogPosts(locale, { page, perPage: BLOG_PAGE_SIZE });
    posts.push(...items);
    if (posts.length >= totalItems || items.length === 0) return posts;
  }
}

/** Merges the same entity read in each language, keyed by its path. */
function merge(
  byLocale: Record<Locale, { path: string; name?: string; lastModified?: string | null }[]>,
): SitemapEntryData[] {
  const merged = new Map<string, SitemapEntryData>();
  for (const locale of locales) {
    for (const { path, name, lastModified } of byLocale[locale]) {
      const entry = merged.get(path) ?? { path };
      if (name !== undefined) entry.names = { ...entry.names, [locale]: name };
      if (lastModified) entry.lastModified = lastModified;
      merged.set(path, entry);
    }
  }
  return [...merged.values()];
}

function categoryEntries(tree: CategoryNode[]) {
  const categories = tree.filter((node) => node.slug !== CURATED_PARENT_SLUG);
  return {
    categories: categories.map((node) => ({
      path: `/products/c/${encodeURIComponent(node.slug)}`,
      name: node.name,
    })),
    subCategories: categories.flatMap((node) =>
      node.children.map((child) => ({
        path: `/products/c/${encodeURIComponent(node.slug)}/${encodeURIComponent(child.slug)}`,
        name: child.name,
      })),
    ),
    collections: (tree.find((node) => node.slug === CURATED_PARENT_SLUG)?.children ?? []).map(
      (child) => ({ path: `/collection/${encodeURIComponent(child.slug)}`, name: child.name }),
    ),
  };
}

/**
 * Everything `sitemap.xml` and the `/sitemap` page list, in both languages: every product,
 * category, sub-category, curated collection and blog post, and the static pages. Product slugs
 * are the same in both languages in our catalogue, but each language is read so a translated slug
 * would still get its own entry. Tags `sitemap`, `collections`, `blog`.
 */
export async function loadSitemap(): Promise<SiteMapData> {
  const perLocale = await Promise.all(
    locales.map(async (locale) => {
      const [{ products }, tree, posts] = await Promise.all([
        getSitemapData(locale),
        getCategoryTree(locale),
        allBlogPosts(locale),
      ]);
      return { locale, products, tree: categoryEntries(tree), posts };
    }),
  );
  const pick = <T>(select: (entry: (typeof perLocale)[number]) => T[]) =>
    Object.fromEntries(perLocale.map((entry) => [entry.locale, select(entry)])) as Record<
      Locale,
      T[]
    >;
  return {
    products: merge(
      pick((entry) =>
        entry.products.map((product) => ({
          path: productPath(product.slug),
          name: product.name,
          lastModified: product.updatedAt,
        })),
      ),
    ),
    categories: merge(pick((entry) => entry.tree.categories)),
    subCategories: merge(pick((entry) => entry.tree.subCategories)),
    collections: merge(pick((entry) => entry.tree.collections)),
    blogPosts: merge(
      pick((entry) =>
        entry.posts.map((post) => ({
          path: `/blog/${encodeURIComponent(post.slug)}`,
          name: post.title,
          lastModified: post.publishedAt,
        })),
      ),
    ),
    staticPages: STATIC_PAGES.map((path) => ({ path })),
  };
}

export { getCategoryTree };
