export { cardProps, productHref } from './actions';
export {
  PRODUCT_CARD_SIZES,
  ProductCard,
  type ProductCardActions,
  type ProductCardData,
  type ProductCardProps,
} from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
