import { getOrder } from '@dar/commerce-hooks/server';
import { notFound } from 'next/navigation';
import { requestCookie, requireCustomer } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { OrderView } from '../../../../../../lib/account/OrderView';
import { localeParam } from '../../../../../../lib/locale';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; code: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'account.order.viewDetails');

/**
 * `/profile/orders/{code}` (docs/product-spec.md §2, §4): one of the customer's orders with its timeline, and its
 * cancellation while it has not shipped. Another shopper's code, or none, is a 404.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await localeParam(params);
  const { code } = await params;
  await requireCustomer(locale, `/profile/orders/${encodeURIComponent(code)}`);
  const order = await getOrder(code, locale, await requestCookie());
  if (!order || order.state === 'AddingItems') notFound();
  return <OrderView locale={locale} detail={order} />;
}
