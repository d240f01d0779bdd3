'use client';

import type { Locale } from '@dar/i18n';
import { localizedPath } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { CartOverlay, LinkButton } from '@dar/ui';
import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { ShopCart } from './ShopCart';

/**
 * The cart drawer (docs/product-spec.md §2 overlays), from the header's cart button: the cart at a glance, from
 * the inline end (the left in Arabic). Following any link in it closes it.
 */
export default function CartDrawer({
  locale,
  isOpen,
  onOpenChange,
}: {
  locale: Locale;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const intl = useIntl();
  const pathname = usePathname();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (isOpen) openedAt.current = pathname;
  }, [isOpen, pathname]);
  useEffect(() => {
    if (pathname !== openedAt.current) onOpenChange(false);
  }, [pathname, onOpenChange]);
  return (
    <CartOverlay
      // Opened by the header's cart button, which keeps its place: focus goes back to it.
      trigger={<span hidden />}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(close) => (
        <LinkButton href={localizedPath('/cart', locale)} variant="secondary" onPress={close}>
          {intl.formatMessage({ id: 'personal.cart.viewCart' })}
        </LinkButton>
      )}
    >
      <ShopCart locale={locale} variant="drawer" />
    </CartOverlay>
  );
}
