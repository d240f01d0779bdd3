export {
  SORT_OPTIONS,
  SortSelect,
  sortFieldWords,
  type ListingSortOption,
  type SortSelectProps,
} from './SortSelect';
export { SortField, type SortFieldProps } from './SortField';
