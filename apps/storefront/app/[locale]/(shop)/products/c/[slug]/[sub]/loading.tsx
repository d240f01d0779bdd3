import { ListingSkeleton } from '../../../../../../../lib/shell/skeletons';

/** A sub-category's listing while it renders. */
export default function SubCategoryLoading() {
  return <ListingSkeleton />;
}
