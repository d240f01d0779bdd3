export {
  ProductDetails,
  type ProductDetailsData,
  type ProductDetailsProps,
  type ProductVariantView,
} from './ProductDetails';
export { specificationRows, type SpecificationRow } from './details';
