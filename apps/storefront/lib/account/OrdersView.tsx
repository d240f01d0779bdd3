'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { OrderList } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { toOrderCard, type OrderItem } from './orders';

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
  const router = useRouter();
  const base = localizedPath('/profile/orders', locale);
  return (
    <OrderList
      orders={orders.map((order) => toOrderCard(order, locale))}
      totalItems={totalItems}
      page={page}
      itemsPerPage={perPage}
      onPageChange={(next) => router.push(next > 1 ? `${base}?page=${next}` : base)}
      shopHref={localizedPath('/products', locale)}
      error={error}
      onRetry={() => router.refresh()}
    />
  );
}
