export { ProductDetailsSkeleton, type ProductDetailsSkeletonProps } from './ProductDetailsSkeleton';
