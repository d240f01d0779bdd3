import { getCart, shopErrorMessageId, type CartView } from '@dar/commerce-hooks/server';
import { getIntl } from '@dar/i18n/server';
import { Container, Heading, InlineAlert, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { requestCookie } from '../../../../lib/auth/guard';
import { cartAddFailure, couponFailure, type CouponFailure } from '../../../../lib/cart/forms';
import { ShopCart } from '../../../../lib/cart/ShopCart';
import { localeParam } from '../../../../lib/locale';
import { ScopeMessages } from '../../../../lib/client-messages';

// Personal: rendered for each request from the shopper's session, never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: 'ui.overlay.cart' }),
    // Personal: nothing for a search engine.
    robots: { index: false, follow: false },
  };
}

/** The shopper's cart from their session; a guest without one has an empty cart. */
async function sessionCart(locale: Parameters<typeof getCart>[0]): Promise<CartView | undefined> {
  const cookie = await requestCookie();
  try {
    return await getCart(locale, cookie);
  } catch {
    // The commerce server failing: the page's client loads the cart (and says so if it cannot).
    return undefined;
  }
}

/**
 * `/cart` (docs/product-spec.md §2): the shopper's cart rendered from their session — lines,
 * coupon and the summary without VAT — so it is there before the page's scripts run (an add to
 * cart posted without scripts lands here, with why it failed when it did); once hydrated, the
 * page's Shop API client keeps it live.
 */
export default async function CartPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  const query = await searchParams;
  const failure = cartAddFailure(query.failed, query.left);
  const cart = await sessionCart(locale);
  // A refusal the coupon field has no reason for (too many tries, the server unreachable): worded
  // here, in the page's language.
  const worded = (refusal: CouponFailure | undefined) =>
    refusal && {
      ...refusal,
      message: intl.formatMessage(
        { id: shopErrorMessageId(refusal.errorCode) },
        { retryAfterSeconds: refusal.retryAfterSeconds ?? 0, quantityAvailable: 0 },
      ),
    };
  return (
    <ScopeMessages locale={locale} scope="page:(shop)/cart">
      <Container paddingBlock="lg">
        <Stack gap="lg">
          <Heading level={1}>{intl.formatMessage({ id: 'ui.overlay.cart' })}</Heading>
          {failure && (
            <InlineAlert intl={intl} tone="danger">
              {intl.formatMessage(
                { id: shopErrorMessageId(failure.errorCode) },
                { quantityAvailable: failure.quantityAvailable ?? 0 },
              )}
            </InlineAlert>
          )}
          <ShopCart
            locale={locale}
            variant="page"
            initialCart={cart}
            couponFailure={worded(couponFailure(query.coupon, query.code, query.wait))}
          />
        </Stack>
      </Container>
    </ScopeMessages>
  );
}
