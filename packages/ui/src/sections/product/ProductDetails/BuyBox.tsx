'use client';

import { useIntl } from '@dar/i18n/react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';

import { Badge } from '../../../Badge';
import { Button } from '../../../Button';
import { FormPost } from '../../../FormPost';
import { IconCart, IconHeart } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import { NumberField } from '../../../NumberField';
import { Price } from '../../../Price';
import { RadioCard, RadioGroup } from '../../../RadioGroup';
import { clampQuantity, maxQuantity } from './details';
import type { ProductDetailsData, ProductDetailsProps, ProductVariantView } from './ProductDetails';
import * as styles from './ProductDetails.css';

export interface BuyBoxProps extends Pick<
  ProductDetailsProps,
  | 'selectedVariantId'
  | 'onVariantChange'
  | 'onAddToCart'
  | 'isAddingToCart'
  | 'insufficientStock'
  | 'isFavourite'
  | 'isSignedIn'
  | 'onWishlistChange'
  | 'onSignInRequired'
  | 'discountDisplay'
  | 'addToCartForm'
  | 'wishlistForm'
> {
  product: Pick<
    ProductDetailsData,
    'id' | 'currencyCode' | 'variants' | 'originalPriceWithTax' | 'freeShipping'
  >;
}

const firstBuyable = (variants: readonly ProductVariantView[]) =>
  variants.find((variant) => !variant.outOfStock) ?? variants[0];

/**
 * The product page's client leaf: the chosen variant's price, the variant picker, quantity, add to
 * cart and the heart, which all follow the shopper's choice. The rest of the page (name, gallery
 * frame, facts, description, specification) renders on the server in `ProductDetails`.
 */
export function BuyBox({
  product,
  selectedVariantId,
  onVariantChange,
  onAddToCart,
  isAddingToCart = false,
  insufficientStock,
  isFavourite = false,
  isSignedIn = false,
  onWishlistChange,
  onSignInRequired,
  discountDisplay = 'percent',
  addToCartForm,
  wishlistForm,
}: BuyBoxProps) {
  const intl = useIntl();
  const [ownVariantId, setOwnVariantId] = useState(() => firstBuyable(product.variants)?.id);
  const variant =
    product.variants.find((candidate) => candidate.id === (selectedVariantId ?? ownVariantId)) ??
    firstBuyable(product.variants);
  const max = maxQuantity(variant?.quantityAvailable);
  const [quantity, setQuantity] = useState(1);
  const shownQuantity = clampQuantity(quantity, max);

  const original = (of: ProductVariantView) =>
    of.originalPriceWithTax ?? product.originalPriceWithTax;
  const favourite = isSignedIn && isFavourite;
  const pressHeart = (next: boolean) => {
    if (!isSignedIn) onSignInRequired?.();
    else onWishlistChange?.(next);
  };

  const content = (
    <>
      {variant && (
        <div className={styles.priceRow}>
          <Price
            intl={intl}
            amount={variant.priceWithTax}
            currencyCode={product.currencyCode}
            originalAmount={original(variant)}
            discountDisplay={discountDisplay}
          />
          {product.freeShipping && (
            <Badge tone="success">
              {intl.formatMessage({ id: 'product.details.freeShipping' })}
            </Badge>
          )}
        </div>
      )}
      {product.variants.length > 1 && variant && (
        <RadioGroup
          label={intl.formatMessage({ id: 'product.details.variant' })}
          // The form's variant when it is posted before the page has hydrated.
          name="variantId"
          value={variant.id}
          onChange={(id) => {
            setOwnVariantId(id);
            onVariantChange?.(id);
          }}
        >
          {product.variants.map((option) => (
            <RadioCard
              key={option.id}
              value={option.id}
              title={option.name}
              description={
                option.outOfStock
                  ? intl.formatMessage({ id: 'product.details.outOfStock' })
                  : undefined
              }
              price={
                <Price
                  intl={intl}
                  amount={option.priceWithTax}
                  currencyCode={product.currencyCode}
                  originalAmount={original(option)}
                />
              }
            />
          ))}
        </RadioGroup>
      )}
      {variant && (
        <div className={styles.buy}>
          <div className={styles.quantity}>
            <NumberField
              label={intl.formatMessage({ id: 'product.details.quantity' })}
              minValue={1}
              maxValue={max}
              value={shownQuantity}
              onChange={(next) => setQuantity(clampQuantity(next, max))}
              isDisabled={variant.outOfStock}
            />
          </div>
          <div className={styles.addToCart}>
            <Button
              size="lg"
              fullWidth
              iconStart={<IconCart />}
              isPending={isAddingToCart}
              pendingLabel={intl.formatMessage({ id: 'product.details.adding' })}
              isDisabled={variant.outOfStock}
              {...(addToCartForm
                ? { type: 'submit' as const }
                : { onPress: () => onAddToCart?.(variant.id, shownQuantity) })}
            >
              {intl.formatMessage({
                id: variant.outOfStock ? 'product.details.outOfStock' : 'cart.add',
              })}
            </Button>
          </div>
          {wishlistForm ? (
            // A native submit button posting the same form to the wishlist: it works before the
            // page has hydrated, which a React Aria toggle cannot.
            <button
              type="submit"
              formAction={wishlistForm.action}
              data-wishlist=""
              className={styles.wishlist}
              aria-label={intl.formatMessage({ id: 'product.details.wishlist' })}
              aria-pressed={favourite}
              data-selected={favourite || undefined}
            >
              <span className={styles.heartFilled}>
                <IconHeart />
              </span>
            </button>
          ) : (
            <ToggleButton
              className={styles.wishlist}
              aria-label={intl.formatMessage({ id: 'product.details.wishlist' })}
              isSelected={favourite}
              onChange={pressHeart}
            >
              <span className={styles.heartFilled}>
                <IconHeart />
              </span>
            </ToggleButton>
          )}
        </div>
      )}
      {variant?.quantityAvailable !== undefined && !variant.outOfStock && (
        <p className={styles.prose}>
          {intl.formatMessage(
            { id: 'product.details.available' },
            { count: variant.quantityAvailable },
          )}
        </p>
      )}
      {insufficientStock && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage(
            { id: 'shopError.insufficientStock' },
            { quantityAvailable: insufficientStock.quantityAvailable },
          )}
        </InlineAlert>
      )}
    </>
  );
  if (!addToCartForm || !variant) return content;
  return (
    <FormPost
      // The heart posts the same form to the wishlist (its `formAction`): one form, two targets.
      target={{
        action: addToCartForm.action,
        fields: { ...wishlistForm?.fields, ...addToCartForm.fields },
      }}
      own={{
        // With one variant there is no picker to name it.
        ...(product.variants.length > 1 ? {} : { variantId: variant.id }),
        quantity: String(shownQuantity),
        productId: product.id,
        inWishlist: String(!favourite),
      }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.hasAttribute('data-wishlist')) {
          if (!onWishlistChange && !onSignInRequired) return;
          event.preventDefault();
          pressHeart(!favourite);
          return;
        }
        if (!onAddToCart) return;
        event.preventDefault();
        onAddToCart(variant.id, shownQuantity);
      }}
    >
      {content}
    </FormPost>
  );
}
