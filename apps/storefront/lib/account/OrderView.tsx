'use client';

import { toOrderDetails, useCancelMyOrder, type OrderDetail } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Link, OrderDetails, Stack, toastQueue } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { orderPaths } from './links';
import { usePaymentMethodName } from './payment-name';

/**
 * An order's details and its cancellation (docs/product-spec.md §4: a confirmation and a chosen reason). Once
 * cancelled, the page is read again from the server: the state, timeline and reason change.
 */
export function OrderView({ locale, detail }: { locale: Locale; detail: OrderDetail }) {
  const intl = useIntl();
  const order = toOrderDetails(detail, orderPaths(locale), usePaymentMethodName());
  const router = useRouter();
  const [cancelOrder, { loading: pending }] = useCancelMyOrder();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      <Link href={localizedPath('/profile/orders', locale)} variant="standalone">
        {intl.formatMessage({ id: 'account.orders.back' })}
      </Link>
      <OrderDetails
        intl={intl}
        order={order}
        cancellation={{
          isOpen: open,
          onOpenChange: (next) => {
            setOpen(next);
            if (!next) setError(null);
          },
          isPending: pending,
          error,
          onConfirm: async (reason) => {
            setError(null);
            const outcome = await cancelOrder({ orderId: order.id, reason });
            if (!outcome.ok) {
              // The server's own words (OrderNotCancellableError says why) in the page's language.
              setError(outcome.message);
              return;
            }
            setOpen(false);
            toastQueue.add({
              title: intl.formatMessage({ id: 'account.orders.cancelled' }, { code: order.code }),
              tone: 'success',
            });
            router.refresh();
          },
        }}
      />
    </Stack>
  );
}
