import type { ShopIntl } from '@dar/i18n';

import { Select } from '../../../Select';

/** docs/product-spec.md §9, the same values as commerce-hooks' `ListingSort`. */
export type ListingSortOption = 'relevant' | 'price-desc' | 'price-asc';

export const SORT_OPTIONS: readonly ListingSortOption[] = ['relevant', 'price-desc', 'price-asc'];

const MESSAGE: Record<ListingSortOption, string> = {
  relevant: 'product.sort.relevant',
  'price-desc': 'product.sort.priceDesc',
  'price-asc': 'product.sort.priceAsc',
};

export interface SortSelectProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The order in the URL; controlled. */
  value: ListingSortOption;
  onChange: (value: ListingSortOption) => void;
  isDisabled?: boolean;
}

/** The sort field's words for a client leaf (`SortField`): its label and each order's name. */
export function sortFieldWords(intl: ShopIntl): {
  label: string;
  options: { id: ListingSortOption; label: string }[];
} {
  return {
    label: intl.formatMessage({ id: 'product.sort.label' }),
    options: SORT_OPTIONS.map((id) => ({ id, label: intl.formatMessage({ id: MESSAGE[id] }) })),
  };
}

const isSort = (key: unknown): key is ListingSortOption =>
  SORT_OPTIONS.includes(key as ListingSortOption);

/** A listing's order (docs/product-spec.md §9): most relevant, price high to low, price low to high. */
export function SortSelect({ intl, value, onChange, isDisabled }: SortSelectProps) {
  return (
    <Select
      {...sortFieldWords(intl)}
      selectedKey={value}
      onSelectionChange={(key) => {
        if (isSort(key) && key !== value) onChange(key);
      }}
      isDisabled={isDisabled}
    />
  );
}
