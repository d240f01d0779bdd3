// Its own entry: a page's server code imports it without the React Aria `ProductGrid`.
export { GridColumns, type GridColumnsProps } from './GridColumns';
export { ProductList, type ProductListProps } from './ProductList';
