import type { ShopIntl } from '@dar/i18n';

import { Select } from '../../../Select';
import { SORT_OPTIONS, sortFieldWords, type ListingSortOption } from './sortOptions';

export interface SortSelectProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The order in the URL; controlled. */
  value: ListingSortOption;
  onChange: (value: ListingSortOption) => void;
  isDisabled?: boolean;
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
