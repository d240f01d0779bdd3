'use client';

import { localDigits } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Link as AriaLink } from 'react-aria-components';

import { Button } from '../../../Button';
import { IconArrowEnd } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import { LinkButton } from '../../../LinkButton';
import { Price } from '../../../Price';
import { productHref } from '../../../ProductCard';
import type { ProductCardData } from '../../../ProductCard';
import { Skeleton } from '../../../Skeleton';
import { SearchEmptyState } from '../EmptyStates';
import * as styles from './SearchResults.css';

/** A search hit (`searchResultToProductCard` in commerce-hooks): a card with its product's slug. */
export type SearchResultData = ProductCardData & { slug: string };

export interface SearchResultsProps {
  /** What the shopper typed; nothing is shown for an empty query. */
  query: string;
  /** The first hits, best first (the overlay shows a handful). */
  products: SearchResultData[];
  /** How many products match in all. */
  totalItems: number;
  /** The full results page for the query; adds "See all N results" when there are more. */
  seeAllHref?: string;
  /** A result or "See all" was chosen: close the overlay. */
  onNavigate?: () => void;
  isLoading?: boolean;
  hasError?: boolean;
  onRetry?: () => void;
}

/** Skeleton rows while searching. */
const LOADING_ROWS = 3;

/**
 * Products matching a query, inside the search overlay: how many match, the first few as rows
 * (photo, name, price, each a link), a link to all results; searching, failed and "no results for
 * {query}" states.
 */
export function SearchResults({
  query,
  products,
  totalItems,
  seeAllHref,
  onNavigate,
  isLoading = false,
  hasError = false,
  onRetry,
}: SearchResultsProps) {
  const intl = useIntl();
  const trimmed = query.trim();
  if (trimmed === '') return null;

  if (isLoading) {
    return (
      <div className={styles.root}>
        <p className={styles.status} role="status">
          {intl.formatMessage({ id: 'catalogue.search.loading' }, { query: trimmed })}
        </p>
        <ul className={styles.list} aria-hidden="true">
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <li key={index} className={styles.row}>
              <span className={styles.thumb} />
              <span className={styles.text}>
                <Skeleton lines={2} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  if (hasError) {
    return (
      <div className={styles.root}>
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage({ id: 'catalogue.search.error' })}
        </InlineAlert>
        {onRetry !== undefined && (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {intl.formatMessage({ id: 'catalogue.retry' })}
          </Button>
        )}
      </div>
    );
  }

  if (products.length === 0) {
    return (
      <div className={styles.root} role="status">
        <SearchEmptyState intl={intl} query={trimmed} titleLevel={3} />
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <p className={styles.status} role="status">
        {intl.formatMessage(
          { id: 'catalogue.search.results' },
          { count: totalItems, query: trimmed },
        )}
      </p>
      <ul
        className={styles.list}
        aria-label={intl.formatMessage({ id: 'catalogue.search.listLabel' }, { query: trimmed })}
      >
        {products.map((product) => (
          <li key={product.id}>
            <AriaLink
              className={styles.row}
              href={productHref(product.slug)}
              {...(onNavigate !== undefined && { onPress: onNavigate })}
            >
              <span className={styles.thumb}>
                {product.imageUrl !== null && (
                  <img
                    className={styles.image}
                    src={product.imageUrl}
                    alt=""
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </span>
              <span className={styles.text}>
                <span className={styles.name}>{localDigits(product.name, intl.locale)}</span>
                <Price
                  intl={intl}
                  amount={product.priceWithTax}
                  currencyCode={product.currencyCode}
                  from={product.priceVaries === true}
                  {...(product.originalPriceWithTax !== undefined && {
                    originalAmount: product.originalPriceWithTax,
                  })}
                />
              </span>
            </AriaLink>
          </li>
        ))}
      </ul>
      {seeAllHref !== undefined && totalItems > products.length && (
        <LinkButton
          variant="secondary"
          fullWidth
          href={seeAllHref}
          iconEnd={<IconArrowEnd />}
          directionalIcon="end"
          {...(onNavigate !== undefined && { onPress: onNavigate })}
        >
          {intl.formatMessage({ id: 'catalogue.search.seeAll' }, { count: totalItems })}
        </LinkButton>
      )}
    </div>
  );
}
