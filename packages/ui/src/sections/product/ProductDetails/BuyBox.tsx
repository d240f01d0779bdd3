'use client';

import { useIntl } from '@dar/i18n/react';
import { useId, useState } from 'react';

import { Badge } from '../../../Badge';
import * as buttonStyles from '../../../Button/Button.css';
import { SpinnerGlyph } from '../../../Button/SpinnerGlyph';
import { FormPost } from '../../../FormPost';
import { IconCart, IconHeart } from '../../../Icon';
import { InlineAlert } from '../../../InlineAlert';
import * as numberStyles from '../../../NumberField/NumberField.css';
import { NativeStepButton } from '../../../NumberField/NativeStepButton';
import { Price } from '../../../Price';
import * as radioStyles from '../../../RadioGroup/RadioGroup.css';
import { useShopperActions } from '../../../ShopperActions/ShopperActions';
import * as fieldStyles from '../../../TextField/TextField.css';
import * as hiddenStyles from '../../../VisuallyHidden/VisuallyHidden.css';
import { clampQuantity, maxQuantity, parseQuantity } from './details';
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
 *
 * Native elements wearing the looks of `RadioCard`, `NumberField`, `Button` and the heart: React
 * Aria's radio group, number field, button, form and toggle put about 42 KB gzip on the product
 * page's first load. The radios are one `<fieldset>` of `<input type="radio">` (the browser's arrow
 * keys move and select, in the reading direction), the quantity a numeric text field between − and
 * + buttons (written in the page's digits, Arabic-Indic in Arabic, as `NumberField` writes it: a
 * number input would show Western digits; the arrow keys step it), add to cart a submit button of
 * the form. Its words are the page's catalogue
 * through `useIntl()`, our formatter in the browser (no react-intl): the messages it needs depend on
 * the chosen variant and on the shop's answer (the stock left), which the server cannot format ahead.
 *
 * Rendered by a Server Component it gets no callbacks nor the shopper's state (the page is a
 * guest's, for everyone): what its props leave out comes from the app's `ShopperActionsProvider`
 * once hydrated, and its add to cart then keeps its own busy state and the stock the shop answered
 * with. Before hydration (or without JavaScript) the form posts: the checked radio and the typed
 * quantity are its fields; the − and + buttons wait for the script.
 */
export function BuyBox({
  product,
  selectedVariantId,
  onVariantChange,
  onAddToCart,
  isAddingToCart,
  insufficientStock,
  isFavourite,
  isSignedIn,
  onWishlistChange,
  onSignInRequired,
  discountDisplay = 'percent',
  addToCartForm,
  wishlistForm,
}: BuyBoxProps) {
  const intl = useIntl();
  const id = useId();
  const shared = useShopperActions();
  const [adding, setAdding] = useState(false);
  const [shortOf, setShortOf] = useState<{ quantityAvailable: number } | null>(null);
  const signedIn = isSignedIn ?? (shared !== null && !shared.isGuest);
  const inWishlist = isFavourite ?? shared?.wishlistIds?.has(product.id) ?? false;
  const changeWishlist =
    onWishlistChange ??
    (shared?.onWishlistChange && ((next: boolean) => shared.onWishlistChange?.(product.id, next)));
  const requireSignIn =
    onSignInRequired ?? (shared?.onSignInRequired && (() => shared.onSignInRequired?.(product.id)));
  const sharedAdd = shared?.onAddToCart;
  const addToCart =
    onAddToCart ??
    (sharedAdd &&
      ((variantId: string, quantity: number) => {
        setAdding(true);
        setShortOf(null);
        void sharedAdd(variantId, quantity).then(
          (outcome) => {
            setAdding(false);
            setShortOf(outcome?.insufficientStock ?? null);
          },
          () => setAdding(false),
        );
      }));
  const busy = isAddingToCart ?? adding;
  const stockLeft = insufficientStock ?? shortOf;
  const [ownVariantId, setOwnVariantId] = useState(() => firstBuyable(product.variants)?.id);
  const variant =
    product.variants.find((candidate) => candidate.id === (selectedVariantId ?? ownVariantId)) ??
    firstBuyable(product.variants);
  const max = maxQuantity(variant?.quantityAvailable);
  const [quantity, setQuantity] = useState(1);
  // What the shopper is typing, until the field loses focus: an empty or unreadable draft stays as
  // typed while the quantity used (and shown again on leaving the field) is the last whole one
  // within 1…max, as `NumberField` corrects it; there is no wrong quantity to send.
  const [draft, setDraft] = useState<string | null>(null);
  const shownQuantity = clampQuantity(quantity, max);

  const original = (of: ProductVariantView) =>
    of.originalPriceWithTax ?? product.originalPriceWithTax;
  const favourite = signedIn && inWishlist;
  const pressHeart = (next: boolean) => {
    if (!signedIn) requireSignIn?.();
    else changeWishlist?.(next);
  };
  const stepQuantity = (by: number) => {
    setDraft(null);
    setQuantity(clampQuantity(shownQuantity + by, max));
  };
  // The − and + around the quantity: out of the tab order, as NumberField's (the field's arrow keys
  // do the same).
  const stepButton = (by: -1 | 1) => (
    <NativeStepButton
      step={by < 0 ? 'decrement' : 'increment'}
      tabIndex={-1}
      aria-controls={`${id}-quantity`}
      disabled={
        !variant ||
        variant.outOfStock ||
        (by < 0 ? shownQuantity <= 1 : max !== undefined && shownQuantity >= max)
      }
      onClick={() => stepQuantity(by)}
    />
  );
  // Whole pieces, in the page's digits, without grouping ("1000" is not read as a price).
  const written = intl.formatNumber(shownQuantity, { useGrouping: false });
  const addLabel = intl.formatMessage({
    id: variant?.outOfStock ? 'product.details.outOfStock' : 'cart.add',
  });

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
        // `RadioGroup` with `RadioCard`s, natively: a checked radio is the form's `variantId`.
        <fieldset className={`${radioStyles.root} ${styles.variantGroup}`}>
          <legend className={`${fieldStyles.label} ${styles.variantLegend}`}>
            {intl.formatMessage({ id: 'product.details.variant' })}
          </legend>
          <div className={radioStyles.options}>
            {product.variants.map((option, at) => {
              const optionId = `${id}-variant-${at}`;
              return (
                <label key={option.id} className={radioStyles.card}>
                  <input
                    type="radio"
                    name="variantId"
                    value={option.id}
                    checked={option.id === variant.id}
                    onChange={() => {
                      setOwnVariantId(option.id);
                      onVariantChange?.(option.id);
                    }}
                    className={hiddenStyles.root}
                    // The title names the option; its stock and price describe it (as RadioCard).
                    aria-labelledby={`${optionId}-title`}
                    aria-describedby={
                      option.outOfStock
                        ? `${optionId}-description ${optionId}-price`
                        : `${optionId}-price`
                    }
                  />
                  <span className={radioStyles.circle} aria-hidden="true" />
                  <span className={radioStyles.cardBody}>
                    <span id={`${optionId}-title`} className={radioStyles.cardTitle}>
                      {option.name}
                    </span>
                    {option.outOfStock && (
                      <span id={`${optionId}-description`} className={radioStyles.cardDescription}>
                        {intl.formatMessage({ id: 'product.details.outOfStock' })}
                      </span>
                    )}
                  </span>
                  <span className={radioStyles.cardAside}>
                    <span id={`${optionId}-price`}>
                      <Price
                        intl={intl}
                        amount={option.priceWithTax}
                        currencyCode={product.currencyCode}
                        originalAmount={original(option)}
                      />
                    </span>
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {variant && (
        <div className={styles.buy}>
          <div className={`${fieldStyles.root} ${styles.quantity}`}>
            <label
              htmlFor={`${id}-quantity`}
              className={`${fieldStyles.label} ${styles.quantityLabel}`}
            >
              {intl.formatMessage({ id: 'product.details.quantity' })}
            </label>
            <div className={`${numberStyles.group} ${styles.stepper}`}>
              {stepButton(-1)}
              <input
                id={`${id}-quantity`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                // The form's quantity when it is posted before the page has hydrated: the cart's
                // endpoint reads either kind of digit and takes anything unreadable as 1.
                name="quantity"
                value={draft ?? written}
                disabled={variant.outOfStock}
                className={numberStyles.input}
                onChange={(event) => {
                  setDraft(event.target.value);
                  const typed = parseQuantity(event.target.value);
                  if (typed !== undefined) setQuantity(clampQuantity(typed, max));
                }}
                onBlur={() => setDraft(null)}
                onKeyDown={(event) => {
                  const by = { ArrowUp: 1, ArrowDown: -1 }[event.key];
                  if (by !== undefined) stepQuantity(by);
                  else if (event.key === 'Home') stepQuantity(1 - shownQuantity);
                  else if (event.key === 'End' && max !== undefined)
                    stepQuantity(max - shownQuantity);
                  else return;
                  event.preventDefault();
                }}
              />
              {stepButton(1)}
            </div>
          </div>
          <div className={styles.addToCart}>
            {/* `Button`'s look and busy state on a native button (as the cards' quick add). */}
            <button
              type={addToCartForm && !busy ? 'submit' : 'button'}
              className={buttonStyles.button({ size: 'lg', fullWidth: true })}
              disabled={variant.outOfStock}
              {...(busy && { 'aria-disabled': true, 'data-busy': true })}
              {...(!addToCartForm &&
                !busy && { onClick: () => addToCart?.(variant.id, shownQuantity) })}
            >
              <span className={buttonStyles.icon} aria-hidden="true">
                <IconCart />
              </span>
              <span className={buttonStyles.label}>{addLabel}</span>
              {busy && (
                <span
                  role="progressbar"
                  aria-label={intl.formatMessage({ id: 'product.details.adding' })}
                  className={buttonStyles.spinner}
                >
                  <SpinnerGlyph />
                </span>
              )}
            </button>
          </div>
          <button
            // With the form, a submit button posting it to the wishlist (`formAction`): it works
            // before the page has hydrated.
            type={wishlistForm ? 'submit' : 'button'}
            {...(wishlistForm
              ? { formAction: wishlistForm.action, 'data-wishlist': '' }
              : { onClick: () => pressHeart(!favourite) })}
            // A quantity being typed does not hold the heart's post back.
            formNoValidate
            className={styles.wishlist}
            aria-label={intl.formatMessage({ id: 'product.details.wishlist' })}
            aria-pressed={favourite}
            data-selected={favourite || undefined}
          >
            <span className={styles.heartFilled}>
              <IconHeart />
            </span>
          </button>
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
      {stockLeft && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage(
            { id: 'shopError.insufficientStock' },
            { quantityAvailable: stockLeft.quantityAvailable },
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
        // With one variant there is no picker to name it; the quantity is its field's.
        ...(product.variants.length > 1 ? {} : { variantId: variant.id }),
        productId: product.id,
        inWishlist: String(!favourite),
      }}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.hasAttribute('data-wishlist')) {
          if (!changeWishlist && !requireSignIn) return;
          event.preventDefault();
          pressHeart(!favourite);
          return;
        }
        if (!addToCart) return;
        event.preventDefault();
        addToCart(variant.id, shownQuantity);
      }}
    >
      {content}
    </FormPost>
  );
}
