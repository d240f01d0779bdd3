import { Breadcrumbs } from '../../../Breadcrumbs';

/**
 * One step of the trail. Every step has its address, the current page's too: the page shows the
 * last one as the current page (no link), and the same list gives the BreadcrumbList JSON-LD.
 */
export interface BreadcrumbTrailItem {
  label: string;
  href: string;
}

export interface BreadcrumbTrailProps {
  /** From the home page to the current page, as the storefront builds it for the route. */
  items: readonly BreadcrumbTrailItem[];
}

/** The shop's breadcrumb trail over the `Breadcrumbs` control; nothing for a trail of one step. */
export function BreadcrumbTrail({ items }: BreadcrumbTrailProps) {
  if (items.length < 2) return null;
  return <Breadcrumbs items={items} />;
}
