'use client';

import type { ProductCardView } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import {
  Box,
  FilterBar,
  Inline,
  Pagination,
  ProductGrid,
  ProductsEmptyState,
  SortSelect,
  Stack,
  Text,
  type FilterBarData,
  type MobileGridColumns,
} from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { listingHref, withPage, withSort, type ListingParams } from '../data/listing-params';
import { useCardActions } from '../personal/card-actions';
import { paramsWithSelection, selectionOf } from './selection';

export interface ListingViewProps {
  locale: Locale;
  /** The listing's bare path (`/products/c/living-room`), without query or locale prefix. */
  path: string;
  title: string;
  params: ListingParams;
  products: ProductCardView[];
  filterBar: FilterBarData;
  totalItems: number;
  perPage: number;
}

/**
 * A listing's filters, sort, products and pages. Every change is a navigation to the listing's
 * canonical URL for the new state (`listing-params.ts`), so the server renders the results and the
 * state can be shared, reloaded and cached.
 */
export function ListingView({
  locale,
  path,
  title,
  params,
  products,
  filterBar,
  totalItems,
  perPage,
}: ListingViewProps) {
  const intl = useIntl();
  const router = useRouter();
  const actions = useCardActions(locale);
  const [columns, setColumns] = useState<MobileGridColumns>(2);
  const go = (next: ListingParams) =>
    router.push(localizedPath(listingHref(path, next), locale), { scroll: false });
  const empty = products.length === 0;
  return (
    <Box display={{ mobile: 'block', desktop: 'flex' }} gap="xl" alignItems="start">
      <Box flexShrink={0}>
        <FilterBar
          data={filterBar}
          value={selectionOf(params)}
          onChange={(selection) => go(paramsWithSelection(params, selection))}
        />
      </Box>
      <Box flexGrow={1}>
        <Stack gap="lg">
          <Inline align="spaceBetween" alignY="end" gap="md">
            <Text tone="secondary">
              {intl.formatMessage({ id: 'home.products.count' }, { count: totalItems })}
            </Text>
            <SortSelect
              intl={intl}
              value={params.sort}
              onChange={(sort) => go(withSort(params, sort))}
              isDisabled={empty}
            />
          </Inline>
          <ProductGrid
            {...actions}
            products={products}
            label={title}
            headingLevel={2}
            mobileColumns={columns}
            onMobileColumnsChange={empty ? undefined : setColumns}
            emptyState={
              <ProductsEmptyState intl={intl} browseHref={localizedPath('/products', locale)} />
            }
          />
          {totalItems > perPage && (
            <Inline align="center">
              <Pagination
                totalItems={totalItems}
                itemsPerPage={perPage}
                page={params.page}
                onPageChange={(page) => go(withPage(params, page))}
              />
            </Inline>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
