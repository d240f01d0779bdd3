import type { ShopIntl } from '@dar/i18n';
import type { Ref } from 'react';

import { IconChevronEnd } from '../Icon';
import { RouterLink } from '../Link/RouterLink';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  /** Where the crumb leads. The last item is the current page and is not a link. */
  href?: string;
  label: string;
}

export interface BreadcrumbsProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** From the home page to the current page (Home › Living room › Sofas › Nile sofa). */
  items: readonly BreadcrumbItem[];
  ref?: Ref<HTMLElement>;
}

/**
 * Where the page sits in the catalogue, as links back up the category tree. A navigation landmark
 * around a list; the last crumb is marked `aria-current="page"`; the separators point along the
 * reading direction.
 *
 * It renders on the server: the links are `RouterLink`s (native `<a>`s that go through the app's
 * router when UiProvider has one), and the current page is the markup React Aria's breadcrumbs
 * gave it — a link that leads nowhere (`role="link"`, disabled, not focusable) — so screen readers
 * read the trail as before.
 */
export function Breadcrumbs({ intl, items, ref }: BreadcrumbsProps) {
  return (
    <nav ref={ref} aria-label={intl.formatMessage({ id: 'ui.breadcrumbs' })}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || item.href === undefined ? (
                <span
                  role="link"
                  aria-disabled="true"
                  {...(last ? { 'aria-current': 'page' as const } : {})}
                  className={styles.link}
                >
                  {item.label}
                </span>
              ) : (
                <RouterLink href={item.href} className={styles.link}>
                  {item.label}
                </RouterLink>
              )}
              {!last && (
                <span className={styles.separator}>
                  <IconChevronEnd size="sm" />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
