import { getWishlist } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { Container, Heading, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { requestCookie, requireCustomer } from '../../../../lib/auth/guard';
import { localeParam } from '../../../../lib/locale';
import { WishlistView } from '../../../../lib/personal/WishlistView';
import { ScopeMessages } from '../../../../lib/client-messages';

// Personal: rendered for each request with the shopper's cookie, never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: 'personal.wishlist.title' }),
    // Personal: nothing for a search engine.
    robots: { index: false, follow: false },
  };
}

/** `/wishlist` (docs/product-spec.md §2, §6): the customer's saved products; a guest is sent to sign in first. */
export default async function WishlistPage({ params }: Props) {
  const locale = await localeParam(params);
  await requireCustomer(locale, '/wishlist');
  const title = getIntl(locale).formatMessage({ id: 'personal.wishlist.title' });
  // Read here so the list is in the page before its scripts run (a heart posted without scripts
  // lands here); the commerce server failing, the page's client loads it instead.
  const initial = await getWishlist(locale, await requestCookie()).catch(() => undefined);
  return (
    <ScopeMessages locale={locale} scope="page:(shop)/wishlist">
      <Container paddingBlock="lg">
        <Stack gap="lg">
          <Heading level={1}>{title}</Heading>
          <WishlistView locale={locale} title={title} initial={initial} />
        </Stack>
      </Container>
    </ScopeMessages>
  );
}
