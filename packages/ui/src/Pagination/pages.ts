/** docs/product-spec.md §9: 10 items per page and 5 page buttons unless told otherwise. */
export const DEFAULT_ITEMS_PER_PAGE = 10;
export const DEFAULT_PAGE_BUTTONS = 5;

/** A page number, or a gap before or after the buttons shown. */
export type PageWindowEntry = number | 'gap-start' | 'gap-end';

export const pageCount = (totalItems: number, itemsPerPage = DEFAULT_ITEMS_PER_PAGE) =>
  Math.max(1, Math.ceil(totalItems / itemsPerPage));

/**
 * The page buttons to show: `buttons` consecutive pages with the current one as near the middle as
 * the ends allow, and a gap (an ellipsis) where pages before or after them are hidden.
 */
export function pageWindow(
  current: number,
  totalPages: number,
  buttons = DEFAULT_PAGE_BUTTONS,
): PageWindowEntry[] {
  const shown = Math.min(buttons, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.min(Math.max(1, page - Math.floor((shown - 1) / 2)), totalPages - shown + 1);
  const pages = Array.from({ length: shown }, (_, index) => first + index);
  const last = first + shown - 1;
  return [
    ...(first > 1 ? (['gap-start'] as const) : []),
    ...pages,
    ...(last < totalPages ? (['gap-end'] as const) : []),
  ];
}

export interface PaginationSettings {
  totalItems: number;
  itemsPerPage?: number;
  pageButtons?: number;
  page?: number;
}

const isCount = (value: number) => Number.isInteger(value) && value > 0;

/** What is wrong with the settings, for the developer who wrote them; null when nothing is. */
export function paginationProblem({
  totalItems,
  itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
  pageButtons = DEFAULT_PAGE_BUTTONS,
  page,
}: PaginationSettings): string | null {
  if (!Number.isInteger(totalItems) || totalItems < 0)
    return `Pagination: totalItems must be a whole number of 0 or more, got ${totalItems}.`;
  if (!isCount(itemsPerPage))
    return `Pagination: itemsPerPage must be a whole number above 0, got ${itemsPerPage}.`;
  if (!isCount(pageButtons))
    return `Pagination: pageButtons must be a whole number above 0, got ${pageButtons}.`;
  if (page !== undefined && (!isCount(page) || page > pageCount(totalItems, itemsPerPage)))
    return `Pagination: page must be between 1 and ${pageCount(totalItems, itemsPerPage)}, got ${page}.`;
  return null;
}
