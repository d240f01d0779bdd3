import { ListingSkeleton } from '../../../../../lib/shell/skeletons';

/** A curated collection while it renders. */
export default function CollectionLoading() {
  return <ListingSkeleton />;
}
