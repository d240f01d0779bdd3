import { getOrder } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Container } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { requestCookie, requireCustomer } from '../../../../../lib/auth/guard';
import { PaymentResultView } from '../../../../../lib/checkout/PaymentResultView';
import { localeParam } from '../../../../../lib/locale';

// Personal: the order is the shopper's own.
export const dynamic = 'force-dynamic';

const RESULTS = ['success', 'failed'] as const;
type Result = (typeof RESULTS)[number];

type Props = {
  params: Promise<{ locale: string; result: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isResult = (value: string): value is Result => (RESULTS as readonly string[]).includes(value);

/** The shopper's order, read once per request for the metadata and the page. */
const shoppersOrder = cache(async (code: string, locale: Locale) =>
  getOrder(code, locale, await requestCookie()),
);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { result } = await params;
  const locale = await localeParam(params);
  const code = (await searchParams).order;
  // The page answers 404 for another slug or an order that is not the shopper's: its tab says so,
  // not "Payment failed" above the not-found screen.
  const found =
    isResult(result) &&
    (typeof code !== 'string' || code === '' || (await shoppersOrder(code, locale)) !== null);
  return {
    title: getIntl(locale).formatMessage({
      id: !found
        ? 'error.pageNotFound'
        : result === 'success'
          ? 'cart.payment.successTitle'
          : 'cart.payment.failedTitle',
    }),
    robots: { index: false, follow: false },
  };
}

/**
 * `/checkout/success` and `/checkout/failed` (docs/product-spec.md §2 "checkout/{slug}", §4): where cash on
 * delivery and the hosted payment page send the shopper (`?order=` is the order's code). Only the
 * customer's own order is shown (another's is a 404, as is any other slug).
 */
export default async function CheckoutResultPage({ params, searchParams }: Props) {
  const { result } = await params;
  if (!isResult(result)) notFound();
  const locale = await localeParam(params);
  const code = (await searchParams).order;
  await requireCustomer(
    locale,
    `/checkout/${result}${typeof code === 'string' ? `?order=${encodeURIComponent(code)}` : ''}`,
  );
  // Without its order (the language switch keeps the path only): the orders, or the checkout.
  if (typeof code !== 'string' || code === '') {
    redirect(localizedPath(result === 'success' ? '/profile/orders' : '/checkout', locale));
  }
  const order = await shoppersOrder(code, locale);
  if (!order) notFound();
  // Placed since (a second card went through, and the shopper came Back here): not "failed".
  if (result === 'failed' && order.orderPlacedAt) {
    redirect(localizedPath(`/checkout/success?order=${encodeURIComponent(order.code)}`, locale));
  }
  return (
    <Container width="md" paddingBlock="lg">
      <PaymentResultView locale={locale} outcome={result} orderCode={order.code} />
    </Container>
  );
}
