import type { ShopIntl } from '@dar/i18n';

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
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** From the home page to the current page, as the storefront builds it for the route. */
  items: readonly BreadcrumbTrailItem[];
}

/**
 * The shop's breadcrumb trail over the `Breadcrumbs` control; nothing for a trail of one step. A
 * server part: its only client code is its links' (`RouterLink`).
 */
export function BreadcrumbTrail({ intl, items }: BreadcrumbTrailProps) {
  if (items.length < 2) return null;
  return <Breadcrumbs intl={intl} items={items} />;
}
