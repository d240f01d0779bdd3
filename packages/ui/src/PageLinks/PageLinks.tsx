import type { ShopIntl } from '@dar/i18n';
import type { ReactNode } from 'react';

import { IconChevronEnd, IconChevronStart } from '../Icon';
import { RouterLink } from '../Link/RouterLink';
import { Double } from '../Pagination/Double';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE_BUTTONS,
  pageCount,
  pageWindow,
  paginationProblem,
} from '../Pagination/pages';
import * as styles from '../Pagination/Pagination.css';

export interface PageLinksProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  totalItems: number;
  itemsPerPage?: number;
  pageButtons?: number;
  /** The current page (1-based), from the URL. */
  page: number;
  /** The address of a page (1-based). */
  hrefFor: (page: number) => string;
  direction?: 'ltr' | 'rtl';
  'aria-label'?: string;
}

/**
 * `Pagination` for pages that live in the URL, rendered on the server: each page is a link (native,
 * through the app's router once hydrated), so it works before the scripts run and without them,
 * and a crawler follows it. The same look and names as `Pagination`; a step that leads nowhere
 * (first and previous on page one) is a link without an address, which nothing can focus or press.
 * Wrong settings render nothing (and say why on the console).
 */
export function PageLinks({
  intl,
  totalItems,
  itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
  pageButtons = DEFAULT_PAGE_BUTTONS,
  page,
  hrefFor,
  direction,
  'aria-label': ariaLabel,
}: PageLinksProps) {
  const problem = paginationProblem({ totalItems, itemsPerPage, pageButtons, page });
  if (problem) {
    console.error(problem);
    return null;
  }
  const total = pageCount(totalItems, itemsPerPage);
  const number = (value: number) => intl.formatNumber(value);
  const step = (id: string, target: number, icon: ReactNode) => {
    const label = intl.formatMessage({ id });
    return (
      <li>
        {target === page || target < 1 || target > total ? (
          // Without an address an `<a>` is no link: the role says what it stands for.
          <a
            className={styles.button}
            role="link"
            aria-label={label}
            aria-disabled="true"
            data-disabled=""
          >
            {icon}
          </a>
        ) : (
          <RouterLink className={styles.button} href={hrefFor(target)} aria-label={label}>
            {icon}
          </RouterLink>
        )}
      </li>
    );
  };

  return (
    <nav
      className={styles.root}
      dir={direction}
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'ui.pagination.label' })}
    >
      <ul className={styles.list}>
        {step('ui.pagination.first', 1, <Double toEnd={false} />)}
        {step('ui.pagination.previous', page - 1, <IconChevronStart />)}
        {pageWindow(page, total, pageButtons).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <RouterLink
                className={styles.button}
                href={hrefFor(entry)}
                aria-label={intl.formatMessage(
                  { id: 'ui.pagination.page' },
                  { page: number(entry) },
                )}
                {...(entry === page ? { 'aria-current': 'page' as const } : {})}
              >
                {number(entry)}
              </RouterLink>
            </li>
          ) : (
            <li key={entry} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step('ui.pagination.next', page + 1, <IconChevronEnd />)}
        {step('ui.pagination.last', total, <Double toEnd />)}
      </ul>
      <span className={visuallyHidden}>
        {intl.formatMessage(
          { id: 'ui.pagination.status' },
          { page: number(page), total: number(total) },
        )}
      </span>
    </nav>
  );
}
