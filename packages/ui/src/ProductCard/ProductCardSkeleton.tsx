import type { ShopIntl } from '@dar/i18n';

import { Skeleton } from '../Skeleton';
import * as skeleton from '../Skeleton/Skeleton.css';
import * as styles from './ProductCard.css';

export interface ProductCardSkeletonProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** Stand in for the quick-add button too, when the real cards will have one. */
  withAction?: boolean;
  /**
   * Announce "Loading" on the card itself. Off inside a grid or rail, whose list is the busy
   * region: one announcement, not one per card.
   */
  isStandalone?: boolean;
}

/** A card still loading, in the card's exact frame, so nothing moves when the products arrive. */
export function ProductCardSkeleton({
  intl,
  withAction = true,
  isStandalone = false,
}: ProductCardSkeletonProps) {
  const busy = isStandalone
    ? {
        role: 'group',
        'aria-busy': true,
        'aria-label': intl.formatMessage({ id: 'ui.loading' }),
      }
    : { 'aria-hidden': true };
  return (
    <div className={styles.root} {...busy}>
      <div className={styles.media} />
      <Skeleton lines={2} />
      <div className={styles.price}>
        <span className={styles.priceSkeleton}>
          <Skeleton />
        </span>
      </div>
      {withAction && (
        <div className={styles.actions}>
          <span className={`${skeleton.base} ${styles.actionSkeleton}`} />
        </div>
      )}
    </div>
  );
}
