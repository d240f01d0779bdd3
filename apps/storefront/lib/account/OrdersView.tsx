'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { OrderList } from '@dar/ui';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLiveClient } from '@dar/commerce-hooks/personal';
import { toOrderCard, type OrderItem } from '@dar/commerce-hooks';
import { orderPaths } from './links';

/** The order overlay and its query: loaded the first time an order is opened in it. */
const OrderQuickView = dynamic(() => import('./OrderQuickView'), { ssr: false });

/** The order history with its pages in the URL (`?page=n`), so a page can be shared or reloaded. */
export function OrdersView({
  locale,
  orders,
  totalItems,
  page,
  perPage,
  error,
}: {
  locale: Locale;
  orders: OrderItem[];
  totalItems: number;
  page: number;
  perPage: number;
  error: string | null;
}) {
  const intl = useIntl();
  const router = useRouter();
  const client = useLiveClient();
  const [quick, setQuick] = useState<string | null>(null);
  const base = localizedPath('/profile/orders', locale);
  return (
    <>
      <OrderList
        intl={intl}
        orders={orders.map((order) => toOrderCard(order, orderPaths(locale).order))}
        totalItems={totalItems}
        page={page}
        itemsPerPage={perPage}
        pageHref={(next) => (next > 1 ? `${base}?page=${next}` : base)}
        shopHref={localizedPath('/products', locale)}
        error={error}
        onRetry={() => router.refresh()}
        // The overlay needs the page's Shop API client; until it has loaded, the details link.
        onQuickView={client === null ? undefined : (order) => setQuick(order.code)}
      />
      {quick !== null && client !== null && (
        <OrderQuickView
          locale={locale}
          client={client}
          code={quick}
          onClose={() => setQuick(null)}
        />
      )}
    </>
  );
}
