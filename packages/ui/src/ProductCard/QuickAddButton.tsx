'use client';

import type { ReactNode } from 'react';

import * as buttonStyles from '../Button/Button.css';
import { SpinnerGlyph } from '../Button/SpinnerGlyph';
import { FormPost, type FormTarget } from '../FormPost';
import { IconCart } from '../Icon';
import { useShopperActions } from '../ShopperActions/ShopperActions';

export interface QuickAddButtonProps {
  variantId: string;
  productId: string;
  /** Left out, the app's `ShopperActionsProvider` gives it (a card rendered on the server). */
  onQuickAdd?: ((variantId: string, productId: string) => void) | undefined;
  /**
   * Quick add as a form post (`variantId`, `quantity` 1 and the target's fields): a press before
   * the page has hydrated is sent as a form; once hydrated, `onQuickAdd` runs instead.
   */
  form?: FormTarget | undefined;
  isDisabled: boolean;
  /** Left out: busy while the provider's `addingVariantId` is this variant. */
  isPending?: boolean | undefined;
  /** "Adding {name} to cart", in the page's language. */
  pendingLabel: string;
  /** "Add to cart: {name}" (or "Out of stock: {name}"). */
  'aria-label': string;
  children: ReactNode;
}

/**
 * A product card's quick add: a client leaf, so the card around it renders on the server. A native
 * `<button>` wearing `Button`'s look (secondary, small, full width): React Aria's button and
 * react-intl would add about 15 KB to the first load of every page with cards. Busy, it behaves as
 * `Button` does: presses do nothing, it stays focusable, says it is disabled, and holds a named
 * progress bar.
 */
export function QuickAddButton({
  variantId,
  productId,
  onQuickAdd,
  form,
  isDisabled,
  isPending,
  pendingLabel,
  children,
  'aria-label': label,
}: QuickAddButtonProps) {
  const shared = useShopperActions();
  const onAdd = onQuickAdd ?? shared?.onQuickAdd;
  const pending =
    isPending ?? (shared?.addingVariantId != null && shared.addingVariantId === variantId);
  const button = (
    <button
      type={form && !pending ? 'submit' : 'button'}
      className={buttonStyles.button({ variant: 'secondary', size: 'sm', fullWidth: true })}
      disabled={isDisabled}
      aria-label={label}
      {...(pending && { 'aria-disabled': true, 'data-busy': true })}
      {...(!form && !pending && { onClick: () => onAdd?.(variantId, productId) })}
    >
      <span className={buttonStyles.icon} aria-hidden="true">
        <IconCart />
      </span>
      <span className={buttonStyles.label}>{children}</span>
      {pending && (
        <span role="progressbar" aria-label={pendingLabel} className={buttonStyles.spinner}>
          <SpinnerGlyph />
        </span>
      )}
    </button>
  );
  if (!form) return button;
  return (
    <FormPost
      target={form}
      own={{ variantId, quantity: '1' }}
      onSubmit={(event) => {
        if (!onAdd) return;
        event.preventDefault();
        onAdd(variantId, productId);
      }}
    >
      {button}
    </FormPost>
  );
}
