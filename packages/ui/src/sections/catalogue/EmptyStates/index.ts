export { CategoriesEmptyState } from './CategoriesEmptyState';
export {
  ProductsEmptyState,
  SearchEmptyState,
  WishlistEmptyState,
  type SearchEmptyStateProps,
  type WishlistEmptyStateProps,
} from './EmptyStates';
