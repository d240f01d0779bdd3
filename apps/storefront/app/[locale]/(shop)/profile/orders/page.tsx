import { getCustomerOrders } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { requestCookie, requireCustomer } from '../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../lib/auth/metadata';
import { OrdersView } from '../../../../../lib/account/OrdersView';
import { localeParam } from '../../../../../lib/locale';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

/** docs/product-spec.md §5/§9: ten to a page. */
const PER_PAGE = 10;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'account.orders.title');

/**
 * `/profile/orders?page=n` (docs/product-spec.md §2, §4): the placed orders, newest first, ten to a page (the
 * cart, AddingItems, is not an order yet and never listed).
 */
export default async function OrdersPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const requested = Number((await searchParams).page);
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  await requireCustomer(locale, page > 1 ? `/profile/orders?page=${page}` : '/profile/orders');
  const orders = await getCustomerOrders(locale, await requestCookie(), {
    page,
    perPage: PER_PAGE,
  });
  return (
    <OrdersView
      locale={locale}
      orders={orders?.items ?? []}
      totalItems={orders?.totalItems ?? 0}
      page={page}
      perPage={PER_PAGE}
      error={orders ? null : getIntl(locale).formatMessage({ id: 'account.orders.error' })}
    />
  );
}
