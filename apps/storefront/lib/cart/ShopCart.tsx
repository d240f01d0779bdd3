'use client';

import type { CartView as CartData } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { CartView, couponErrorReason, GuestCartPrompt, Stack } from '@dar/ui';
import { lazy, Suspense } from 'react';
import { signInHref } from '../catalogue/sign-in';
import { CART_LINE_PATH, COUPON_PATH, formFields, type CouponFailure } from './forms';
import { useLiveClient, usePersonal } from '@dar/commerce-hooks/personal';
import { withMessages } from '../lazy-messages';
import { productPath } from '../paths';

/**
 * The cart itself needs the Shop API's client: a chunk of its own, with the client's. Until it is
 * in, the cart as it was shown stays (a loading cart in the drawer), not an empty space.
 */
const CartContent = lazy(() =>
  withMessages('CartContent', import('./CartContent'), (module) => module.default).then(
    (component) => ({ default: component }),
  ),
);

/**
 * The cart on /cart and in the cart drawer. A guest may fill a cart (it joins their account's
 * when they sign in); above it they are asked to sign in, so their cart follows them (docs/product-spec.md §2).
 */
export function ShopCart({
  locale,
  variant,
  initialCart,
  couponFailure,
}: {
  locale: Locale;
  variant: 'page' | 'drawer';
  /**
   * The cart as the server read it from the shopper's session (the cart page): shown until the
   * page's Shop API client takes over, and all a browser without scripts sees.
   */
  initialCart?: CartData | undefined;
  /** A coupon the server refused when it was posted without scripts: worded, the code kept. */
  couponFailure?: CouponFailure | undefined;
}) {
  const intl = useIntl();
  const client = useLiveClient();
  const personal = usePersonal();
  const isGuest = personal.status === 'ready' && !personal.signedIn;
  const back = localizedPath('/cart', locale);
  // What the server read, posted as forms; a loading cart where the server read none (the drawer).
  const formCart = (
    <CartView
      intl={intl}
      variant={variant}
      cart={initialCart}
      isLoading={initialCart === undefined}
      productHref={(line) => localizedPath(productPath(line.productSlug), locale)}
      checkoutHref={localizedPath('/checkout', locale)}
      continueShoppingHref={localizedPath('/products', locale)}
      // Before the cart's code is in (or without scripts) a coupon and a line's −, + and
      // "Remove" post as forms.
      couponForm={{ action: COUPON_PATH, fields: formFields(locale) }}
      lineForm={{ action: CART_LINE_PATH, fields: formFields(locale) }}
      {...couponProps(couponFailure, intl.formatMessage({ id: 'error.generic' }))}
    />
  );
  return (
    <Stack gap="lg">
      {isGuest && (
        <GuestCartPrompt
          intl={intl}
          signInHref={signInHref(locale, back)}
          registerHref={`${localizedPath('/auth/register', locale)}?${new URLSearchParams({ redirect: back })}`}
          titleLevel={variant === 'drawer' ? 3 : 2}
          // With lines, the cart stays the main content and the prompt is a band above it.
          layout={
            personal.cartCount > 0 || (initialCart?.lines.length ?? 0) > 0 ? 'beside' : 'empty'
          }
        />
      )}
      {client === null ? (
        formCart
      ) : (
        <Suspense fallback={formCart}>
          <CartContent
            locale={locale}
            client={client}
            variant={variant}
            couponFailure={couponFailure}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** The coupon field's error and code for a refusal read back from the cart page's address. */
export function couponProps(failure: CouponFailure | undefined, generic: string) {
  if (!failure) return {};
  const reason = couponErrorReason(failure.errorCode);
  return {
    couponCode: failure.couponCode,
    couponError: reason,
    ...(reason ? {} : { couponErrorMessage: failure.message ?? generic }),
  };
}
