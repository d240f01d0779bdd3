import { getOrder } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Container } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { result } = await params;
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({
      id: result === 'success' ? 'cart.payment.successTitle' : 'cart.payment.failedTitle',
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
  const order = await getOrder(code, locale, await requestCookie());
  if (!order) notFound();
  return (
    <Container width="md" paddingBlock="lg">
      <PaymentResultView locale={locale} outcome={result} orderCode={order.code} />
    </Container>
  );
}
