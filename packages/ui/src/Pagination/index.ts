export { Pagination, type PaginationProps } from './Pagination';
export {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE_BUTTONS,
  pageCount,
  pageWindow,
  paginationProblem,
  type PageWindowEntry,
} from './pages';
