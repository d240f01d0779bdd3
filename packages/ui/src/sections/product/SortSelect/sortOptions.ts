import type { ShopIntl } from '@dar/i18n';

/** docs/product-spec.md §9, the same values as commerce-hooks' `ListingSort`. */
export type ListingSortOption = 'relevant' | 'price-desc' | 'price-asc';

export const SORT_OPTIONS: readonly ListingSortOption[] = ['relevant', 'price-desc', 'price-asc'];

const MESSAGE: Record<ListingSortOption, string> = {
  relevant: 'product.sort.relevant',
  'price-desc': 'product.sort.priceDesc',
  'price-asc': 'product.sort.priceAsc',
};

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
