'use client';

import { useIntl } from '@dar/i18n/react';
import { pictureSizes } from '@dar/tokens';
import type { ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';

import { Button } from '../Button';
import { InlineAlert } from '../InlineAlert';
import {
  cardProps,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardActions,
  type ProductCardData,
} from '../ProductCard';
import * as styles from './ProductGrid.css';

/** Product grids on phones: one large card per row, or two smaller ones (spec: mobile grid flag). */
export type MobileGridColumns = 1 | 2;

export interface ProductGridProps extends ProductCardActions {
  products: ProductCardData[];
  /** The list's accessible name, usually the section heading. */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** Cards per row on a phone; wider screens always show three or four. Default two. */
  mobileColumns?: MobileGridColumns;
  /**
   * The shopper switched the phone layout. Given, the grid shows its one/two toggle; the
   * storefront keeps the choice in its store (`mobileGridColumns`), so it holds across pages.
   */
  onMobileColumnsChange?: (columns: MobileGridColumns) => void;
  /** Products are on their way: skeleton cards in the grid's layout. */
  isLoading?: boolean;
  /** How many skeleton cards to show while loading; a page's worth by default. */
  loadingCount?: number;
  /** Loading failed: the message says so, with a retry when `onRetry` is given. */
  hasError?: boolean;
  onRetry?: () => void;
  /** What to show when there are no products, e.g. `<ProductsEmptyState />`. */
  emptyState?: ReactNode;
  /**
   * How many cards from the start load their photo at once, with high priority: those in view
   * when the page opens (a desktop's first row of four; a phone's first two rows). Default four;
   * 0 for a grid further down the page.
   */
  priorityCount?: number;
}

/** Default skeleton count: a page of the listing (docs/product-spec.md §9: ten per page). */
const PAGE_SIZE = 10;

const layouts = [
  {
    columns: 1,
    label: 'catalogue.grid.oneColumn',
    icon: (
      <>
        <rect x="5" y="3" width="14" height="8" rx="1.5" />
        <rect x="5" y="13" width="14" height="8" rx="1.5" />
      </>
    ),
  },
  {
    columns: 2,
    label: 'catalogue.grid.twoColumns',
    icon: (
      <>
        <rect x="3" y="3" width="8" height="8" rx="1.5" />
        <rect x="13" y="3" width="8" height="8" rx="1.5" />
        <rect x="3" y="13" width="8" height="8" rx="1.5" />
        <rect x="13" y="13" width="8" height="8" rx="1.5" />
      </>
    ),
  },
] as const;

/**
 * The one/two toggle for phone grids: two toggle buttons, the chosen one pressed. Pressing the
 * chosen one again keeps it, so exactly one layout is always on.
 */
export function GridColumnsToggle({
  value,
  onChange,
}: {
  value: MobileGridColumns;
  onChange: (columns: MobileGridColumns) => void;
}) {
  const intl = useIntl();
  return (
    <div
      role="group"
      className={styles.toggle}
      aria-label={intl.formatMessage({ id: 'catalogue.grid.layout' })}
    >
      {layouts.map((layout) => (
        <ToggleButton
          key={layout.columns}
          className={styles.toggleButton}
          isSelected={value === layout.columns}
          onChange={(isSelected) => {
            if (isSelected) onChange(layout.columns);
          }}
          aria-label={intl.formatMessage({ id: layout.label })}
        >
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true">
            {layout.icon}
          </svg>
        </ToggleButton>
      ))}
    </div>
  );
}

/**
 * Products in a responsive grid: one or two columns on phones (the shopper's choice), three on
 * tablets, four on desktops — measured on the grid's own width, so it also fits beside a filter
 * column. Loading shows skeleton cards in the same grid; nothing to show, the empty state.
 */
export function ProductGrid({
  products,
  label,
  headingLevel = 3,
  mobileColumns = 2,
  onMobileColumnsChange,
  isLoading = false,
  loadingCount = PAGE_SIZE,
  hasError = false,
  onRetry,
  emptyState,
  priorityCount = 4,
  ...actions
}: ProductGridProps) {
  const intl = useIntl();
  const toggle = onMobileColumnsChange !== undefined && (
    <div className={styles.toolbar}>
      <GridColumnsToggle value={mobileColumns} onChange={onMobileColumnsChange} />
    </div>
  );
  const gridClass = `${styles.root} ${styles.columns[mobileColumns]}`;

  let content: ReactNode;
  if (isLoading) {
    content = (
      <ul
        className={gridClass}
        aria-label={intl.formatMessage({ id: 'catalogue.grid.loading' })}
        aria-busy="true"
      >
        {Array.from({ length: loadingCount }, (_, index) => (
          <li key={index} className={styles.item}>
            <ProductCardSkeleton intl={intl} withAction={actions.onQuickAdd !== undefined} />
          </li>
        ))}
      </ul>
    );
  } else if (hasError) {
    content = (
      <div className={styles.error}>
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage({ id: 'catalogue.grid.error' })}
        </InlineAlert>
        {onRetry !== undefined && (
          <Button variant="secondary" onPress={onRetry}>
            {intl.formatMessage({ id: 'catalogue.retry' })}
          </Button>
        )}
      </div>
    );
  } else if (products.length === 0) {
    content = emptyState ?? <p role="status">{intl.formatMessage({ id: 'products.empty' })}</p>;
  } else {
    content = (
      <ul className={gridClass} aria-label={label}>
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              intl={intl}
              {...cardProps(product, actions)}
              headingLevel={headingLevel}
              priority={index < priorityCount}
              imageSizes={
                mobileColumns === 1
                  ? pictureSizes.productCardGridOneColumn
                  : pictureSizes.productCardGrid
              }
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.container}>
      {toggle}
      {content}
    </div>
  );
}
