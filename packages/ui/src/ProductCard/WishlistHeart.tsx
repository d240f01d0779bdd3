'use client';

import { FormPost, type FormTarget } from '../FormPost';
import { IconHeart } from '../Icon';
import { useShopperActions } from '../ShopperActions/ShopperActions';
import * as styles from './ProductCard.css';

export interface WishlistHeartProps {
  productId: string;
  /** "Add {name} to wishlist", in the page's language (the card writes it). */
  label: string;
  /**
   * The product is in the shopper's wishlist. Left out (a card rendered on the server for
   * everyone), the shopper's own wishlist from `ShopperActionsProvider` says.
   */
  isSelected?: boolean | undefined;
  /** A guest's heart never toggles: pressing it asks to sign in instead. Left out: as above. */
  isGuest?: boolean | undefined;
  onWishlistChange?: ((productId: string, inWishlist: boolean) => void) | undefined;
  onSignInRequired?: ((productId: string) => void) | undefined;
  /**
   * The heart as a form post (`productId`, `inWishlist` — the state asked for — and the target's
   * fields): a press before the page has hydrated is sent as a form; once hydrated, the callbacks
   * run instead.
   */
  form?: FormTarget | undefined;
}

/**
 * A product card's wishlist heart: the card's one interactive leaf besides its link and quick add,
 * so the card itself renders on the server. A native `<button aria-pressed>` (React Aria's toggle
 * would add about 10 KB to a page's first load for the same element); its callbacks and state come
 * from its props, or else from the app's `ShopperActionsProvider`.
 */
export function WishlistHeart({
  productId,
  label,
  isSelected,
  isGuest,
  onWishlistChange,
  onSignInRequired,
  form,
}: WishlistHeartProps) {
  const shared = useShopperActions();
  const guest = isGuest ?? shared?.isGuest ?? false;
  const onChange = onWishlistChange ?? shared?.onWishlistChange;
  const onSignIn = onSignInRequired ?? shared?.onSignInRequired;
  // A guest's heart stays empty: the press asks to sign in rather than saving anything.
  const selected = !guest && (isSelected ?? shared?.wishlistIds?.has(productId) ?? false);
  const press = (next: boolean) => (guest ? onSignIn?.(productId) : onChange?.(productId, next));
  const button = (
    <button
      type={form ? 'submit' : 'button'}
      className={styles.heart}
      aria-pressed={selected}
      data-selected={selected || undefined}
      aria-label={label}
      {...(!form && { onClick: () => press(!selected) })}
    >
      <IconHeart size="md" />
    </button>
  );
  if (!form) return button;
  // A submit button: a press before hydration posts the form, which a React Aria toggle cannot.
  return (
    <FormPost
      target={form}
      own={{ productId, inWishlist: String(!selected) }}
      onSubmit={(event) => {
        if (!onChange && !onSignIn) return;
        event.preventDefault();
        press(!selected);
      }}
    >
      {button}
    </FormPost>
  );
}
