export { SearchResults, type SearchResultData, type SearchResultsProps } from './SearchResults';
