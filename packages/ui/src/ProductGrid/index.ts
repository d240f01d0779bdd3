export {
  GridColumnsToggle,
  ProductGrid,
  type MobileGridColumns,
  type ProductGridProps,
} from './ProductGrid';
export { GridColumns, type GridColumnsProps } from './GridColumns';
export { ProductList, type ProductListProps } from './ProductList';
