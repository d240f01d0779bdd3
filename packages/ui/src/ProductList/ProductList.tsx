import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';
import type { ReactNode } from 'react';

import {
  cardProps,
  ProductCard,
  type ProductCardActions,
  type ProductCardData,
} from '../ProductCard';
import { ProductsEmptyState } from '../sections/catalogue/EmptyStates/ProductsEmptyState';
import { GridColumns } from './GridColumns';
import * as styles from '../ProductGrid/ProductGrid.css';

export interface ProductListProps extends ProductCardActions {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  products: ProductCardData[];
  /** The list's accessible name, usually the section heading. */
  label: string;
  headingLevel?: 2 | 3 | 4;
  /** What to show when there are no products; `ProductsEmptyState` by default. */
  emptyState?: ReactNode;
  /** Where the default empty state's "Browse products" leads. */
  browseHref?: string;
  /** How many cards from the start load their photo at once, with high priority. Default four. */
  priorityCount?: number;
}

/**
 * `ProductGrid` rendered on the server (a listing's results): the same grid and cards, with the
 * phones' one/two column toggle as a native client leaf (`GridColumns`); the cards' heart and quick
 * add are their own leaves. No React Aria and no react-intl reach the browser for it.
 */
export function ProductList({
  intl,
  products,
  label,
  headingLevel = 3,
  emptyState,
  browseHref,
  priorityCount = 4,
  ...actions
}: ProductListProps) {
  if (products.length === 0) {
    return (
      <div className={styles.container}>
        {emptyState ?? <ProductsEmptyState intl={intl} browseHref={browseHref} />}
      </div>
    );
  }
  return (
    <div className={styles.container}>
      <GridColumns
        label={label}
        labels={{
          layout: intl.formatMessage({ id: 'catalogue.grid.layout' }),
          one: intl.formatMessage({ id: 'catalogue.grid.oneColumn' }),
          two: intl.formatMessage({ id: 'catalogue.grid.twoColumns' }),
        }}
      >
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductCard
              intl={intl}
              {...cardProps(product, actions)}
              headingLevel={headingLevel}
              priority={index < priorityCount}
              imageSizes={pictureSizes.productCardGrid}
            />
          </li>
        ))}
      </GridColumns>
    </div>
  );
}
