'use client';

import { ToggleButton } from 'react-aria-components';

import { FormPost, type FormTarget } from '../FormPost';
import { IconHeart } from '../Icon';
import * as styles from './ProductCard.css';

export interface WishlistHeartProps {
  productId: string;
  /** "Add {name} to wishlist", in the page's language (the card writes it). */
  label: string;
  /** The product is in the shopper's wishlist. */
  isSelected: boolean;
  /** A guest's heart never toggles: pressing it asks to sign in instead. */
  isGuest: boolean;
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
 * so the card itself renders on the server.
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
  // A guest's heart stays empty: the press asks to sign in rather than saving anything.
  const selected = !isGuest && isSelected;
  const press = (next: boolean) =>
    isGuest ? onSignInRequired?.(productId) : onWishlistChange?.(productId, next);
  if (!form) {
    return (
      <ToggleButton
        className={styles.heart}
        isSelected={selected}
        onChange={press}
        aria-label={label}
      >
        <IconHeart size="md" />
      </ToggleButton>
    );
  }
  // A native submit button: it posts before hydration, which a React Aria toggle cannot.
  return (
    <FormPost
      target={form}
      own={{ productId, inWishlist: String(!selected) }}
      onSubmit={(event) => {
        if (!onWishlistChange && !onSignInRequired) return;
        event.preventDefault();
        press(!selected);
      }}
    >
      <button
        type="submit"
        className={styles.heart}
        aria-pressed={selected}
        data-selected={selected || undefined}
        aria-label={label}
      >
        <IconHeart size="md" />
      </button>
    </FormPost>
  );
}
