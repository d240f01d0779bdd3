export { RelatedProducts, type RelatedProductsProps } from './RelatedProducts';
