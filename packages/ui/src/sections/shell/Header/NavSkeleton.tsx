import { Skeleton } from '../../../Skeleton';
import { VisuallyHidden } from '../../../VisuallyHidden';
import * as styles from './Header.css';

const SKELETON_ITEMS = 5;

/** The category tree is still loading: placeholders of the navigation's shape. */
export function NavSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <span key={index} className={styles.skeletonItem}>
          <Skeleton />
        </span>
      ))}
    </div>
  );
}
