'use client';

import { ShopClientProvider, toOrderDetails, useOrder, type ShopClient } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { LinkButton, OrderDetails, OrderOverlay } from '@dar/ui';
import { orderHref, orderPaths } from './links';
import { usePaymentMethodName } from './payment-name';

function QuickOrder({ locale, code }: { locale: Locale; code: string }) {
  const intl = useIntl();
  const paymentName = usePaymentMethodName();
  const { data, loading, error } = useOrder(code);
  const detail = data?.orderByCode;
  return (
    <OrderDetails
      intl={intl}
      titleLevel={3}
      order={detail ? toOrderDetails(detail, orderPaths(locale), paymentName) : null}
      loading={loading}
      error={error || (data && !detail) ? intl.formatMessage({ id: 'account.orders.error' }) : null}
    />
  );
}

/**
 * The order overlay (docs/product-spec.md §2 overlays): an order from the history at a glance — state, timeline,
 * lines, totals — without leaving the list; its page has the rest (cancelling). A chunk of its
 * own, with the page's Shop API client.
 */
export default function OrderQuickView({
  locale,
  client,
  code,
  onClose,
}: {
  locale: Locale;
  client: unknown;
  code: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ShopClientProvider locale={locale} client={client as ShopClient}>
      <OrderOverlay
        // Opened by the card's "Quick view", which keeps its place: focus goes back to it.
        trigger={<span hidden />}
        isOpen
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        footer={
          <LinkButton href={orderHref(locale, code)} variant="secondary">
            {intl.formatMessage({ id: 'account.order.viewDetails' })}
          </LinkButton>
        }
      >
        <QuickOrder locale={locale} code={code} />
      </OrderOverlay>
    </ShopClientProvider>
  );
}
