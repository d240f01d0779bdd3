'use client';

import type { Locale } from '@dar/i18n';
import { CheckoutSteps } from '@dar/ui';
import dynamic from 'next/dynamic';
import { useLiveClient } from '@dar/commerce-hooks/personal';

/** The steps need the Shop API's client: a chunk of their own, with the client's. */
const CheckoutContent = dynamic(() => import('./CheckoutContent'), { ssr: false });

const NOTHING_YET = {
  currencyCode: 'EGP',
  lines: [],
  subTotalWithTax: 0,
  shippingWithTax: null,
  discounts: [],
  taxSummary: [],
  totalWithTax: 0,
};

/** The checkout's steps and order summary; their outline, busy, until the client is there. */
export function CheckoutView({ locale }: { locale: Locale }) {
  const client = useLiveClient();
  if (client === null) {
    return (
      <CheckoutSteps
        isLoading
        addresses={[]}
        cities={[]}
        shippingMethods={[]}
        paymentMethods={[]}
        summary={NOTHING_YET}
        onSelectAddress={() => undefined}
        onAddAddress={() => undefined}
        onSelectShippingMethod={() => undefined}
        onSelectPaymentMethod={() => undefined}
        onPlaceOrder={() => undefined}
      />
    );
  }
  return <CheckoutContent locale={locale} client={client} />;
}
