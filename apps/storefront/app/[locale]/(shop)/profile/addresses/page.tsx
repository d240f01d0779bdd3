import { getCities, getCustomerAddresses, toAddressView } from '@dar/commerce-hooks/server';
import { requestCookie, requireCustomer } from '../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../lib/auth/metadata';
import { AddressesView } from '../../../../../lib/account/AddressesView';
import { localeParam } from '../../../../../lib/locale';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'account.addresses.title');

/** `/profile/addresses` (docs/product-spec.md §2, §3 Address, §8): the customer's addresses, added, edited, deleted. */
export default async function AddressesPage({ params }: Props) {
  const locale = await localeParam(params);
  await requireCustomer(locale, '/profile/addresses');
  const [addresses, cities] = await Promise.all([
    getCustomerAddresses(locale, await requestCookie()),
    getCities(locale),
  ]);
  return (
    <AddressesView
      addresses={addresses.map(toAddressView)}
      cities={cities.map(({ id, name }) => ({ id, name }))}
    />
  );
}
