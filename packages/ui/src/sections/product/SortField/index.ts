// Its own entry: a listing's server code imports it without the React Aria `SortSelect`.
export { SortField, type SortFieldProps } from './SortField';
export { sortFieldWords } from '../SortSelect/sortOptions';
