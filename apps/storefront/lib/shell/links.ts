import type { CategoryNode } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale, type MessageKey } from '@dar/i18n';
import type { BreadcrumbTrailItem, FooterHrefs, NavCategory } from '@dar/ui';
import { CURATED_PARENT_SLUG } from '../data/listing';
import { listingPath } from '../paths';
import { STATIC_PAGES } from '../data/sitemap';

/**
 * The shell's links in the page's language. Paths are written with their locale prefix here,
 * so the HTML is right before any script runs; the ui provider leaves prefixed links alone.
 */

/** The header's categories: the collection tree without the curated collections' parent. */
export function navCategories(tree: readonly CategoryNode[], locale: Locale): NavCategory[] {
  return tree
    .filter((category) => category.slug !== CURATED_PARENT_SLUG)
    .map((category) => ({
      id: category.id,
      name: category.name,
      href: localizedPath(listingPath({ kind: 'category', slug: category.slug }), locale),
      children: category.children.map((child) => ({
        id: child.id,
        name: child.name,
        href: localizedPath(
          listingPath({ kind: 'sub-category', slug: category.slug, sub: child.slug }),
          locale,
        ),
      })),
    }));
}

/** docs/product-spec.md §2: the static pages, the blog and the sitemap. */
export function footerHrefs(locale: Locale): FooterHrefs {
  const at = (path: string) => localizedPath(path, locale);
  return {
    about: at('/about'),
    contact: at('/contact-us'),
    privacy: at('/pages/privacy-policy'),
    returns: at('/pages/returns-policy'),
    terms: at('/pages/terms-conditions'),
    blog: at('/blog'),
    sitemap: at('/sitemap'),
  };
}

/** The name of each static page (the footer's, where it has one), for the `/sitemap` page. */
const STATIC_PAGE_LABELS: Record<(typeof STATIC_PAGES)[number], MessageKey> = {
  '/': 'nav.home',
  '/products': 'seo.products.title',
  '/about': 'shell.footer.about',
  '/contact-us': 'shell.footer.contact',
  '/blog': 'shell.footer.blog',
  '/sitemap': 'shell.footer.sitemap',
  '/pages/privacy-policy': 'shell.footer.privacy',
  '/pages/returns-policy': 'shell.footer.returns',
  '/pages/terms-conditions': 'shell.footer.terms',
};

/** The static pages the `/sitemap` page lists (all but itself), each with its name's message. */
export function sitemapPageLinks(): { path: string; labelId: MessageKey }[] {
  return STATIC_PAGES.filter((path) => path !== '/sitemap').map((path) => ({
    path,
    labelId: STATIC_PAGE_LABELS[path],
  }));
}

/** A breadcrumb trail from home, each step's path localised. */
export function breadcrumbTrail(
  homeLabel: string,
  steps: readonly { name: string; path: string }[],
  locale: Locale,
): BreadcrumbTrailItem[] {
  return [{ name: homeLabel, path: '/' }, ...steps].map((step) => ({
    label: step.name,
    href: localizedPath(step.path, locale),
  }));
}
