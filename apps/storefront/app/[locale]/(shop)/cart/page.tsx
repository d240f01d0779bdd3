import { getIntl } from '@dar/i18n/server';
import { Container, Heading, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { ShopCart } from '../../../../lib/cart/ShopCart';
import { localeParam } from '../../../../lib/locale';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: 'ui.overlay.cart' }),
    // Personal: nothing for a search engine.
    robots: { index: false, follow: false },
  };
}

/**
 * `/cart` (docs/product-spec.md §2): the same page for everyone (cached), the shopper's cart filled in by the
 * browser from their session: lines, coupon and the summary without VAT.
 */
export default async function CartPage({ params }: Props) {
  const locale = await localeParam(params);
  return (
    <Container paddingBlock="lg">
      <Stack gap="lg">
        <Heading level={1}>{getIntl(locale).formatMessage({ id: 'ui.overlay.cart' })}</Heading>
        <ShopCart locale={locale} variant="page" />
      </Stack>
    </Container>
  );
}
