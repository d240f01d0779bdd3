export { FilterBar, type FilterBarProps } from './FilterBar';
export {
  activeFilterCount,
  EMPTY_SELECTION,
  type FilterBarData,
  type FilterSelection,
  type FilterValueView,
  type FilterView,
} from './selection';
