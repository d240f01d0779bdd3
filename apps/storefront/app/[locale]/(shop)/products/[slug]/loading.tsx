import { ProductSkeleton } from '../../../../../lib/shell/skeletons';

/** A product page while it renders (nearer than the listing's skeleton, so this one shows). */
export default function ProductLoading() {
  return <ProductSkeleton />;
}
