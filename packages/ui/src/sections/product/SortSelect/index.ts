export {
  SORT_OPTIONS,
  SortSelect,
  type ListingSortOption,
  type SortSelectProps,
} from './SortSelect';
