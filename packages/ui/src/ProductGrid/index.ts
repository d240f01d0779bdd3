export {
  GridColumnsToggle,
  ProductGrid,
  type MobileGridColumns,
  type ProductGridProps,
} from './ProductGrid';
