import type { ShopIntl } from '@dar/i18n';

import { Skeleton } from '../../../Skeleton';
import * as styles from '../ProductDetails/ProductDetails.css';

export interface ProductDetailsSkeletonProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
}

/** The product page while it loads, in the same places, so nothing moves when it arrives. */
export function ProductDetailsSkeleton({ intl }: ProductDetailsSkeletonProps) {
  return (
    <div
      className={styles.root}
      aria-busy="true"
      role="status"
      aria-label={intl.formatMessage({ id: 'product.details.loading' })}
    >
      <div className={styles.top}>
        <div className={styles.media}>
          <Skeleton shape="photo" />
        </div>
        <div className={styles.info}>
          <div className={styles.skeletonName}>
            <Skeleton lines={2} />
          </div>
          <div className={styles.skeletonShort}>
            <Skeleton />
          </div>
          <Skeleton shape="control" />
          <Skeleton shape="control" />
          <Skeleton lines={2} />
        </div>
      </div>
      <div className={styles.sections}>
        <Skeleton lines={4} />
        <Skeleton lines={4} />
      </div>
    </div>
  );
}
