'use client';

import type { CartView as CartData } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { CartView, GuestCartPrompt, Stack } from '@dar/ui';
import dynamic from 'next/dynamic';
import { signInHref } from '../catalogue/sign-in';
import { useLiveClient, usePersonal } from '../personal/personal';

/** The cart itself needs the Shop API's client: a chunk of its own, with the client's. */
const CartContent = dynamic(() => import('./CartContent'), { ssr: false });

/**
 * The cart on /cart and in the cart drawer. A guest may fill a cart (it joins their account's
 * when they sign in); above it they are asked to sign in, so their cart follows them (docs/product-spec.md §2).
 */
export function ShopCart({
  locale,
  variant,
  initialCart,
}: {
  locale: Locale;
  variant: 'page' | 'drawer';
  /**
   * The cart as the server read it from the shopper's session (the cart page): shown until the
   * page's Shop API client takes over, and all a browser without scripts sees.
   */
  initialCart?: CartData | undefined;
}) {
  const intl = useIntl();
  const client = useLiveClient();
  const personal = usePersonal();
  const isGuest = personal.status === 'ready' && !personal.signedIn;
  const back = localizedPath('/cart', locale);
  return (
    <Stack gap="lg">
      {isGuest && (
        <GuestCartPrompt
          intl={intl}
          signInHref={signInHref(locale, back)}
          registerHref={`${localizedPath('/auth/register', locale)}?${new URLSearchParams({ redirect: back })}`}
          titleLevel={variant === 'drawer' ? 3 : 2}
        />
      )}
      {client === null ? (
        <CartView
          intl={intl}
          variant={variant}
          cart={initialCart}
          isLoading={initialCart === undefined}
          productHref={(line) => localizedPath(`/products/${line.productSlug}`, locale)}
          checkoutHref={localizedPath('/checkout', locale)}
          continueShoppingHref={localizedPath('/products', locale)}
        />
      ) : (
        <CartContent locale={locale} client={client} variant={variant} />
      )}
    </Stack>
  );
}
