import type { ShopIntl } from '@dar/i18n';

import { Button } from '../../../Button';
import { EmptyState } from '../../../EmptyState';
import { Heading } from '../../../Heading';
import { IconCart } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import { LinkButton } from '../../../LinkButton';
import { PageLinks } from '../../../PageLinks';
import { DEFAULT_ITEMS_PER_PAGE } from '../../../Pagination/pages';
import { VisuallyHidden } from '../../../VisuallyHidden';
import * as shared from '../account.css';
import { OrderCard, OrderCardSkeleton } from '../OrderCard';
import type { OrderCardView } from '../orders';
import { usePartId } from '../../../partId';

export interface OrderListProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The current page's orders, newest first. */
  orders: OrderCardView[];
  /** All the shopper's orders (`orders.totalItems`), for the pages. */
  totalItems: number;
  /** The current page, 1-based; the caller keeps it (in the URL) and fetches that page. */
  page: number;
  /**
   * The address of a page of the history (1-based). The pages are links, so they work before the
   * scripts run and without them.
   */
  pageHref: (page: number) => string;
  itemsPerPage?: number;
  /** The "start shopping" link of the empty history. */
  shopHref: string;
  loading?: boolean;
  /** The history could not be read: already translated text. */
  error?: string | null;
  onRetry?: () => void;
  /** With it, each card offers the order overlay ("Quick view"). */
  onQuickView?: (order: OrderCardView) => void;
}

/** The order history (`/profile/orders`): cards, pages, and designed loading, empty and error. */
export function OrderList({
  intl,
  orders,
  totalItems,
  page,
  pageHref,
  itemsPerPage = DEFAULT_ITEMS_PER_PAGE,
  shopHref,
  loading = false,
  error = null,
  onRetry,
  onQuickView,
}: OrderListProps) {
  const titleId = usePartId('orders');
  const say = (id: string) => intl.formatMessage({ id });
  let body;
  if (loading) {
    body = (
      <div className={shared.plainList} aria-busy="true">
        <VisuallyHidden>{say('account.orders.loading')}</VisuallyHidden>
        {Array.from({ length: 3 }, (_, index) => (
          <OrderCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <InlineAlert intl={intl} tone="danger" isLive>
        <div className={shared.section}>
          <p className={shared.muted}>{error}</p>
          {onRetry && (
            <div>
              <Button variant="secondary" onPress={onRetry}>
                {say('account.orders.retry')}
              </Button>
            </div>
          )}
        </div>
      </InlineAlert>
    );
  } else if (totalItems === 0) {
    body = (
      <EmptyState
        title={say('account.orders.empty')}
        description={say('account.orders.emptyHint')}
        illustration={<IconCart />}
        action={<LinkButton href={shopHref}>{say('account.orders.shop')}</LinkButton>}
      />
    );
  } else {
    body = (
      <>
        <ul className={shared.plainList}>
          {orders.map((order) => (
            <li key={order.id}>
              <OrderCard
                intl={intl}
                order={order}
                onQuickView={onQuickView && (() => onQuickView(order))}
              />
            </li>
          ))}
        </ul>
        {totalItems > itemsPerPage && (
          <PageLinks
            intl={intl}
            totalItems={totalItems}
            itemsPerPage={itemsPerPage}
            page={page}
            hrefFor={pageHref}
            aria-label={say('account.orders.pages')}
          />
        )}
      </>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {say('account.orders.title')}
      </Heading>
      {body}
    </section>
  );
}
