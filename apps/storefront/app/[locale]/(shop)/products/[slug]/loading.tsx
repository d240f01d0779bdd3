import { ProductSkeleton } from '../../../../../lib/shell/product-skeleton';

/** A product page while it renders (nearer than the listing's skeleton, so this one shows). */
export default function ProductLoading() {
  return <ProductSkeleton />;
}
