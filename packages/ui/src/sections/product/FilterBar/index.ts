export { FilterBar, type FilterBarProps } from './FilterBar';
export { FilterForm, PRICE_MAX_FIELD, PRICE_MIN_FIELD, type FilterFormProps } from './FilterForm';
export {
  filterFormView,
  type FilterFormChip,
  type FilterFormFacet,
  type FilterFormView,
  type FilterFormWords,
} from './filterFormWords';
export {
  activeFilterCount,
  EMPTY_SELECTION,
  type FilterBarData,
  type FilterSelection,
  type FilterValueView,
  type FilterView,
} from './selection';
