export {
  CategoriesEmptyState,
  ProductsEmptyState,
  SearchEmptyState,
  WishlistEmptyState,
  type SearchEmptyStateProps,
  type WishlistEmptyStateProps,
} from './EmptyStates';
