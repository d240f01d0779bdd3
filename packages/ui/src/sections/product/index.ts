// The product sections; each component's folder exports through here.
export * from './FilterBar';
export * from './FilterForm';
export * from './ProductDetails';
// Its own entry: a route's loading state ships the skeleton without the product page's controls.
export * from './ProductDetailsSkeleton';
export * from './SortField';
export * from './SortSelect';
