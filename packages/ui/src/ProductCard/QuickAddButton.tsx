'use client';

import type { ReactNode } from 'react';

import { Button } from '../Button';
import { IconCart } from '../Icon';

export interface QuickAddButtonProps {
  variantId: string;
  productId: string;
  onQuickAdd: (variantId: string, productId: string) => void;
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
  children,
  ...props
}: QuickAddButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      fullWidth
      iconStart={<IconCart />}
      {...props}
      onPress={() => onQuickAdd(variantId, productId)}
    >
      {children}
    </Button>
  );
}
