import type { CategoryNode } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale } from '@dar/i18n';
import type { BreadcrumbTrailItem, FooterHrefs, NavCategory } from '@dar/ui';
import { CURATED_PARENT_SLUG, listingPath } from '../data/listing';

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
      slug: category.slug,
      name: category.name,
      href: localizedPath(listingPath({ kind: 'category', slug: category.slug }), locale),
      children: category.children.map((child) => ({
        id: child.id,
        slug: child.slug,
        name: child.name,
        href: localizedPath(
          listingPath({ kind: 'sub-category', slug: category.slug, sub: child.slug }),
          locale,
        ),
        children: [],
      })),
    }));
}

/** Spec §2: the static pages, the blog and the sitemap. */
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
