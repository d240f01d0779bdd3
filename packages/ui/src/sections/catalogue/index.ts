// The catalogue sections; each component's folder exports through here.
export {
  cardProps,
  ProductCardSkeleton,
  productHref,
  type ProductCardActions,
  type ProductCardSkeletonProps,
} from '../../ProductCard';
export { GridColumnsToggle, type MobileGridColumns } from '../../ProductGrid';
export {
  categoryHref,
  CategoryTiles,
  type CategoryTileData,
  type CategoryTilesProps,
} from './CategoryTiles';
export {
  CategoriesEmptyState,
  ProductsEmptyState,
  SearchEmptyState,
  WishlistEmptyState,
  type SearchEmptyStateProps,
  type WishlistEmptyStateProps,
} from './EmptyStates';
export { HOME_SECTION_SIZE, HomeSection, type HomeSectionProps } from './HomeSection';
export { RecentlyViewed, type RecentlyViewedProps } from './RecentlyViewed';
export { RelatedProducts, type RelatedProductsProps } from './RelatedProducts';
export { SearchResults, type SearchResultData, type SearchResultsProps } from './SearchResults';
export {
  SitemapLists,
  type SitemapCategory,
  type SitemapListsProps,
  type SitemapProduct,
} from './SitemapLists';
export {
  hasKeptCode,
  offerIdOf,
  parseKeptCode,
  pickSegment,
  useKeptCode,
  WHEEL_SECTION_ID,
  wheelOffers,
  wheelPlan,
  WheelPromotion,
  type KeptCode,
  type WheelOffer,
  type WheelPlan,
  type WheelPromotionProps,
} from './WheelPromotion';
