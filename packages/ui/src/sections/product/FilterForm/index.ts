// Its own entry: a listing's server code imports it without the React Aria `FilterBar`.
export { FilterForm, PRICE_MAX_FIELD, PRICE_MIN_FIELD, type FilterFormProps } from './FilterForm';
export {
  filterFormView,
  type FilterFormChip,
  type FilterFormFacet,
  type FilterFormView,
  type FilterFormWords,
} from './filterFormWords';
