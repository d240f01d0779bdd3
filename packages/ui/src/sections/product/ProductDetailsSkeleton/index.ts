export { ProductDetailsSkeleton } from './ProductDetailsSkeleton';
