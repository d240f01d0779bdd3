'use client';

import type { Locale } from '@dar/i18n';
import { ProductDetails, type ProductDetailsData } from '@dar/ui';
import type { ReactNode } from 'react';
import { useGuestCardActions } from './guest-actions';

/**
 * The product's details as a client island: the variant, quantity and gallery are the shopper's
 * to change. Add to cart and the wishlist come with the cart and wishlist hooks (issue 11); until
 * then the shopper is a guest, whose heart asks to sign in.
 */
export function ProductView({
  locale,
  product,
  children,
}: {
  locale: Locale;
  product: ProductDetailsData;
  children?: ReactNode;
}) {
  const { signIn } = useGuestCardActions(locale);
  return (
    <ProductDetails product={product} isSignedIn={false} onSignInRequired={signIn}>
      {children}
    </ProductDetails>
  );
}
