export { SortSelect, type SortSelectProps } from './SortSelect';
export { SORT_OPTIONS, type ListingSortOption } from './sortOptions';
