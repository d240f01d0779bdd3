import type { BreadcrumbTrailItem } from './BreadcrumbTrail';

export interface BreadcrumbListJsonLd {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: {
    '@type': 'ListItem';
    position: number;
    name: string;
    item: string;
  }[];
}

/**
 * The same trail as schema.org BreadcrumbList structured data, with absolute URLs (search engines
 * need them): `origin` is the shop's, e.g. "https://dar.example".
 */
export function breadcrumbListJsonLd(
  items: readonly BreadcrumbTrailItem[],
  origin: string,
): BreadcrumbListJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: new URL(item.href, origin).href,
    })),
  };
}
