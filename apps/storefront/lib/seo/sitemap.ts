import { locales } from '@dar/i18n';
import type { MetadataRoute } from 'next';
import type { SiteMapData, SitemapEntryData } from '../data/sitemap';
import { absoluteUrl, languageAlternates, siteUrl } from './site';

type Frequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>;

/** Routes that must stay out of search engines: personal, transactional or the sign-in pages. */
export const PRIVATE_PATHS = ['/cart', '/checkout', '/profile', '/auth', '/wishlist'] as const;

/**
 * `sitemap.xml`: every page in both languages, each URL with its hreflang alternates (ar, en,
 * x-default) so a search engine pairs the translations.
 */
export function buildSitemap(data: SiteMapData, base = siteUrl()): MetadataRoute.Sitemap {
  const entries: MetadataRoute.Sitemap = [];
  const add = (list: SitemapEntryData[], changeFrequency: Frequency, priority: number) => {
    for (const entry of list) {
      for (const locale of locales) {
        entries.push({
          url: absoluteUrl(entry.path, locale, base),
          ...(entry.lastModified ? { lastModified: entry.lastModified } : {}),
          changeFrequency,
          priority,
          alternates: { languages: languageAlternates(entry.path, base) },
        });
      }
    }
  };
  add(
    data.staticPages.filter((page) => page.path === '/'),
    'daily',
    1,
  );
  add(data.categories, 'daily', 0.8);
  add(data.subCategories, 'daily', 0.8);
  add(data.collections, 'weekly', 0.7);
  add(data.products, 'weekly', 0.7);
  add(data.blogPosts, 'monthly', 0.5);
  add(
    data.staticPages.filter((page) => page.path !== '/'),
    'monthly',
    0.4,
  );
  return entries;
}

/** `robots.txt`: everything but the private routes, in both languages, and the sitemap. */
export function buildRobots(base = siteUrl()): MetadataRoute.Robots {
  const disallow = [...PRIVATE_PATHS.flatMap((path) => [path, `/en${path}`]), '/api/', '/shop-api'];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
