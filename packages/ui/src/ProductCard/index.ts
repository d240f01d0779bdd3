export { cardProps, productHref } from './actions';
export {
  ProductCard,
  type ProductCardActions,
  type ProductCardData,
  type ProductCardProps,
} from './ProductCard';
export { ProductCardSkeleton, type ProductCardSkeletonProps } from './ProductCardSkeleton';
