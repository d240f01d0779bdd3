import type { ShopIntl } from '@dar/i18n';

import { Button } from '../../../Button';
import { Heading } from '../../../Heading';
import { Link } from '../../../Link';
import { Price } from '../../../Price';
import { Skeleton } from '../../../Skeleton';
import * as shared from '../account.css';
import { formatOrderDate } from '../format';
import { OrderStateBadge } from '../OrderStateBadge';
import type { OrderCardView } from '../orders';
import * as styles from './OrderCard.css';

export interface OrderCardProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  order: OrderCardView;
  /** The code's heading level: 2 in the order list, 3 under a "latest order" heading. */
  headingLevel?: 2 | 3;
  /** Opens the order overlay (docs/product-spec.md §2 overlays): the order at a glance without leaving the list. */
  onQuickView?: () => void;
}

/** An order in the history: code, date, state, total with VAT, pieces, and its details link. */
export function OrderCard({ intl, order, headingLevel = 2, onQuickView }: OrderCardProps) {
  const formatDate = (iso: string) => formatOrderDate(intl, iso);
  const code = <span className={styles.code}>{order.code}</span>;
  return (
    <article className={shared.panel}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="sm">
          {intl.formatMessage({ id: 'account.order.code' }, { code })}
        </Heading>
        <OrderStateBadge intl={intl} state={order.state} />
      </div>
      <dl className={shared.facts}>
        {order.placedAt !== null && (
          <div className={shared.fact}>
            <dt className={shared.term}>{intl.formatMessage({ id: 'account.order.date' })}</dt>
            <dd className={shared.value}>{formatDate(order.placedAt)}</dd>
          </div>
        )}
        <div className={shared.fact}>
          <dt className={shared.term}>{intl.formatMessage({ id: 'account.details.items' })}</dt>
          <dd className={shared.value}>
            {intl.formatMessage({ id: 'account.order.itemCount' }, { count: order.itemCount })}
          </dd>
        </div>
        <div className={shared.fact}>
          <dt className={shared.term}>{intl.formatMessage({ id: 'account.order.total' })}</dt>
          <dd className={shared.value}>
            <Price intl={intl} amount={order.totalWithTax} currencyCode={order.currencyCode} />
          </dd>
        </div>
      </dl>
      <div className={styles.footer}>
        {onQuickView && (
          <Button
            variant="ghost"
            size="sm"
            onPress={onQuickView}
            aria-label={intl.formatMessage(
              { id: 'account.order.quickViewOf' },
              { code: order.code },
            )}
          >
            {intl.formatMessage({ id: 'account.order.quickView' })}
          </Button>
        )}
        <Link
          variant="standalone"
          href={order.href}
          aria-label={intl.formatMessage(
            { id: 'account.order.viewDetailsOf' },
            { code: order.code },
          )}
        >
          {intl.formatMessage({ id: 'account.order.viewDetails' })}
        </Link>
      </div>
    </article>
  );
}

/** The card's shape while orders load. */
export function OrderCardSkeleton() {
  return (
    <div className={shared.panel} aria-hidden="true">
      <div className={styles.header}>
        <span className={styles.skeletonTitle}>
          <Skeleton />
        </span>
        <span className={styles.skeletonBadge}>
          <Skeleton />
        </span>
      </div>
      <Skeleton lines={2} />
    </div>
  );
}
