'use client';

import { ToggleButton } from 'react-aria-components';

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
  onWishlistChange?: (productId: string, inWishlist: boolean) => void;
  onSignInRequired?: (productId: string) => void;
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
}: WishlistHeartProps) {
  return (
    <ToggleButton
      className={styles.heart}
      // A guest's heart stays empty: the press asks to sign in rather than saving anything.
      isSelected={!isGuest && isSelected}
      onChange={(next) =>
        isGuest ? onSignInRequired?.(productId) : onWishlistChange?.(productId, next)
      }
      aria-label={label}
    >
      <IconHeart size="md" />
    </ToggleButton>
  );
}
