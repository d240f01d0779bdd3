import { getCustomerOrders } from '@dar/commerce-hooks/server';
import { requestCookie, requireCustomer } from '../../../../lib/auth/guard';
import { personalMetadata } from '../../../../lib/auth/metadata';
import { OverviewView } from '../../../../lib/account/OverviewView';
import { localeParam } from '../../../../lib/locale';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'account.overview.title');

/**
 * `/profile` (docs/product-spec.md §2): the customer's name, email and phone, the way to each account page, and
 * their latest order when they have one.
 */
export default async function ProfilePage({ params }: Props) {
  const locale = await localeParam(params);
  const customer = await requireCustomer(locale, '/profile');
  const orders = await getCustomerOrders(locale, await requestCookie(), { page: 1, perPage: 1 });
  return (
    <OverviewView
      locale={locale}
      customer={{
        firstName: customer.firstName,
        lastName: customer.lastName,
        emailAddress: customer.emailAddress,
        phoneNumber: customer.phoneNumber ?? null,
      }}
      latestOrder={orders?.items[0] ?? null}
    />
  );
}
