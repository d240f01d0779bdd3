'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ProductDetails, RecentlyViewed, type ProductDetailsData } from '@dar/ui';
import { useState, type ReactNode } from 'react';
import {
  useAddToCart,
  useCardActions,
  useProductForms,
  useReport,
  useSignIn,
} from '../personal/card-actions';
import { usePersonal } from '../personal/personal';
import { useRecentlyViewed } from '../personal/recently-viewed';

/**
 * The product's details as a client island: the variant, quantity and gallery are the shopper's
 * to change; add to cart and the heart go to the Shop API once its client has loaded. This
 * browser's "recently viewed" shows below the related products (without this product); the visit
 * itself is counted and kept by `ProductVisit`, outside the island.
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
  const intl = useIntl();
  const personal = usePersonal();
  const cardActions = useCardActions(locale);
  const signIn = useSignIn(locale);
  const addToCart = useAddToCart(locale);
  const report = useReport();
  const forms = useProductForms(locale);
  const recentlyViewed = useRecentlyViewed();
  const [insufficientStock, setInsufficientStock] = useState<{ quantityAvailable: number } | null>(
    null,
  );
  const [adding, setAdding] = useState(false);

  return (
    <ProductDetails
      intl={intl}
      product={product}
      isSignedIn={personal.status === 'pending' || personal.signedIn}
      isFavourite={personal.wishlistIds.has(product.id)}
      onSignInRequired={() => signIn(() => cardActions.onWishlistChange?.(product.id, true))}
      onWishlistChange={(isFavourite) => cardActions.onWishlistChange?.(product.id, isFavourite)}
      addToCartForm={forms.addToCart}
      wishlistForm={forms.wishlist}
      isAddingToCart={adding}
      insufficientStock={insufficientStock}
      onAddToCart={(variantId, quantity) => {
        setAdding(true);
        setInsufficientStock(null);
        void addToCart(variantId, quantity).then((result) => {
          setAdding(false);
          if (!result.ok && result.errorCode === 'INSUFFICIENT_STOCK_ERROR') {
            setInsufficientStock({
              quantityAvailable: Number(result.values.quantityAvailable ?? 0),
            });
            return;
          }
          report(result, 'personal.cart.added');
        });
      }}
    >
      {children}
      <RecentlyViewed
        intl={intl}
        {...cardActions}
        products={recentlyViewed}
        excludeProductId={product.id}
      />
    </ProductDetails>
  );
}
