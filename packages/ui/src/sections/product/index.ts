// The product sections; each component's folder exports through here.
export * from './FilterBar';
export * from './ProductDetails';
export * from './SortSelect';
