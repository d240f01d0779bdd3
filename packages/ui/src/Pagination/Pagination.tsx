'use client';

import { useIntl } from '@dar/i18n/react';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';

import { IconChevronEnd, IconChevronStart } from '../Icon';
import { Double } from './Double';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE_BUTTONS,
  pageCount,
  pageWindow,
  paginationProblem,
} from './pages';
import * as styles from './Pagination.css';

declare const process: { env: { NODE_ENV?: string } } | undefined;
const isDevelopment = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

export interface PaginationProps {
  /** How many items the listing has in all. */
  totalItems: number;
  /** Items on one page; above 0, 10 by default. */
  itemsPerPage?: number;
  /** Page buttons shown at once; above 0, 5 by default. */
  pageButtons?: number;
  /** The current page (1-based) when the caller keeps it, e.g. in the URL. */
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  /** Forces a direction; by default the page's. The arrows point the way the pages run. */
  direction?: 'ltr' | 'rtl';
  /** Names the navigation when a page has more than one ("Reviews pages"). */
  'aria-label'?: string;
}

/**
 * Pages of a listing (docs/product-spec.md §9): first, previous, a window of page buttons with ellipses for the
 * hidden ones, next and last. The current page is marked for screen readers and announced when it
 * changes. Wrong settings are a developer's mistake: they throw in development and render nothing
 * in production.
 */
export function Pagination({
  totalItems,
  itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
  pageButtons = DEFAULT_PAGE_BUTTONS,
  page,
  defaultPage = 1,
  onPageChange,
  direction,
  'aria-label': ariaLabel,
}: PaginationProps) {
  const intl = useIntl();
  const [ownPage, setOwnPage] = useState(defaultPage);
  const current = page ?? ownPage;
  const problem = paginationProblem({ totalItems, itemsPerPage, pageButtons, page: current });
  if (problem) {
    if (isDevelopment) throw new Error(problem);
    console.error(problem);
    return null;
  }
  const total = pageCount(totalItems, itemsPerPage);
  const go = (target: number) => {
    if (page === undefined) setOwnPage(target);
    onPageChange?.(target);
  };
  const number = (value: number) => intl.formatNumber(value);
  const step = (label: string, target: number, icon: ReactNode) => (
    <li>
      <Button
        className={styles.button}
        aria-label={intl.formatMessage({ id: label })}
        isDisabled={target === current || target < 1 || target > total}
        onPress={() => go(target)}
      >
        {icon}
      </Button>
    </li>
  );

  return (
    <nav
      className={styles.root}
      dir={direction}
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'ui.pagination.label' })}
    >
      <ul className={styles.list}>
        {step('ui.pagination.first', 1, <Double toEnd={false} />)}
        {step('ui.pagination.previous', current - 1, <IconChevronStart />)}
        {pageWindow(current, total, pageButtons).map((entry) =>
          typeof entry === 'number' ? (
            <li key={entry}>
              <Button
                className={styles.button}
                aria-label={intl.formatMessage(
                  { id: 'ui.pagination.page' },
                  { page: number(entry) },
                )}
                aria-current={entry === current ? 'page' : undefined}
                onPress={() => go(entry)}
              >
                {number(entry)}
              </Button>
            </li>
          ) : (
            <li key={entry} className={styles.gap} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step('ui.pagination.next', current + 1, <IconChevronEnd />)}
        {step('ui.pagination.last', total, <Double toEnd />)}
      </ul>
      <span className={visuallyHidden} aria-live="polite">
        {intl.formatMessage(
          { id: 'ui.pagination.status' },
          { page: number(current), total: number(total) },
        )}
      </span>
    </nav>
  );
}
