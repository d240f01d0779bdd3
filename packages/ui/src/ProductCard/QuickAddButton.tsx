'use client';

import type { ReactNode } from 'react';

import { Button } from '../Button';
import { FormPost, type FormTarget } from '../FormPost';
import { IconCart } from '../Icon';

export interface QuickAddButtonProps {
  variantId: string;
  productId: string;
  onQuickAdd?: ((variantId: string, productId: string) => void) | undefined;
  /**
   * Quick add as a form post (`variantId`, `quantity` 1 and the target's fields): a press before
   * the page has hydrated is sent as a form; once hydrated, `onQuickAdd` runs instead.
   */
  form?: FormTarget | undefined;
  isDisabled: boolean;
  isPending: boolean;
  /** "Adding {name} to cart", in the page's language. */
  pendingLabel: string;
  /** "Add to cart: {name}" (or "Out of stock: {name}"). */
  'aria-label': string;
  children: ReactNode;
}

/** A product card's quick add: a client leaf, so the card around it renders on the server. */
export function QuickAddButton({
  variantId,
  productId,
  onQuickAdd,
  form,
  children,
  ...props
}: QuickAddButtonProps) {
  const button = (
    <Button
      variant="secondary"
      size="sm"
      fullWidth
      iconStart={<IconCart />}
      {...props}
      {...(form
        ? { type: 'submit' as const }
        : { onPress: () => onQuickAdd?.(variantId, productId) })}
    >
      {children}
    </Button>
  );
  if (!form) return button;
  return (
    <FormPost
      target={form}
      own={{ variantId, quantity: '1' }}
      onSubmit={(event) => {
        if (!onQuickAdd) return;
        event.preventDefault();
        onQuickAdd(variantId, productId);
      }}
    >
      {button}
    </FormPost>
  );
}
