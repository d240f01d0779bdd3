'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { PaymentResult } from '@dar/ui';

/**
 * The payment's outcome: placed (the shop calls to confirm), or refused — try again with another
 * method (a link back to the checkout, the order still there) or contact the shop.
 */
export function PaymentResultView({
  locale,
  outcome,
  orderCode,
}: {
  locale: Locale;
  outcome: 'success' | 'failed';
  orderCode: string;
}) {
  const at = (path: string) => localizedPath(path, locale);
  const order = {
    intl: useIntl(),
    orderCode,
    orderTrackingHref: at(`/profile/orders/${orderCode}`),
  };
  return outcome === 'success' ? (
    <PaymentResult outcome="success" {...order} continueShoppingHref={at('/products')} />
  ) : (
    <PaymentResult
      outcome="failure"
      {...order}
      tryAgainHref={at('/checkout')}
      contactHref={at('/contact-us')}
    />
  );
}
