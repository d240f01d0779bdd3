'use client';

import type { Locale } from '@dar/i18n';
import {
  ProductDetails,
  RecentlyViewed,
  type ProductCardData,
  type ProductDetailsData,
} from '@dar/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useAddToCart, useCardActions, useReport, useSignIn } from '../personal/card-actions';
import { usePersonal, usePersonalActions } from '../personal/personal';
import { useRecentlyViewed } from '../personal/recently-viewed';

/**
 * The product's details as a client island: the variant, quantity and gallery are the shopper's
 * to change; add to cart and the heart go to the Shop API once its client has loaded. The visit is
 * counted for "most watched" and kept in this browser's "recently viewed", shown below the
 * related products (without this product).
 */
export function ProductView({
  locale,
  product,
  card,
  children,
}: {
  locale: Locale;
  product: ProductDetailsData;
  /** The product as a card, as "recently viewed" keeps it. */
  card: ProductCardData;
  children?: ReactNode;
}) {
  const personal = usePersonal();
  const actions = usePersonalActions();
  const cardActions = useCardActions(locale);
  const signIn = useSignIn(locale);
  const addToCart = useAddToCart(locale);
  const report = useReport();
  const recent = useRecentlyViewed();
  const [insufficientStock, setInsufficientStock] = useState<{ quantityAvailable: number } | null>(
    null,
  );
  const [adding, setAdding] = useState(false);

  const { view } = recent;
  const { recordView } = actions;
  useEffect(() => {
    view(card);
    recordView(card.id);
    // Once per product page: a new product is a new view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [card.id]);

  return (
    <ProductDetails
      product={product}
      isSignedIn={personal.status === 'pending' || personal.signedIn}
      isFavourite={personal.wishlistIds.has(product.id)}
      onSignInRequired={() => signIn(() => cardActions.onWishlistChange?.(product.id, true))}
      onWishlistChange={(isFavourite) => cardActions.onWishlistChange?.(product.id, isFavourite)}
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
      <RecentlyViewed {...cardActions} products={recent.products} excludeProductId={product.id} />
    </ProductDetails>
  );
}
