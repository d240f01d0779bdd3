import { getCart } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Container, Heading, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { requestCookie, requireCustomer } from '../../../../lib/auth/guard';
import { CheckoutView } from '../../../../lib/checkout/CheckoutView';
import { localeParam } from '../../../../lib/locale';

// Personal: the shopper's session decides everything here.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: 'checkout.steps.label' }),
    robots: { index: false, follow: false },
  };
}

/**
 * `/checkout` (docs/product-spec.md §2, §6): a customer only (a guest signs in and comes back here); an empty
 * cart has nothing to check out and goes to the cart page.
 */
export default async function CheckoutPage({ params }: Props) {
  const locale = await localeParam(params);
  await requireCustomer(locale, '/checkout');
  const cart = await getCart(locale, await requestCookie());
  if (cart.lines.length === 0) redirect(localizedPath('/cart', locale));
  return (
    <Container paddingBlock="lg">
      <Stack gap="lg">
        <Heading level={1}>{getIntl(locale).formatMessage({ id: 'checkout.steps.label' })}</Heading>
        <CheckoutView locale={locale} />
      </Stack>
    </Container>
  );
}
