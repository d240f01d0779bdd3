'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { DeferredTrigger, Header, type NavCategory } from '@dar/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { otherLanguageHref } from '../locale-links';
import { usePersonal } from '../personal/personal';

/** The search overlay (React Aria's modal, the search field, the results): loaded on first use. */
const loadSearch = () => import('../search/HeaderSearch');

const CartDrawer = dynamic(() => import('../cart/CartDrawer'), { ssr: false });

/**
 * The header as a client island: the language switch needs the page's own path, which a shared
 * layout does not get on the server, and the counts and the account link are the shopper's own
 * (filled in after hydration; the cached HTML holds a guest with nothing saved).
 */
export function ShopHeader({
  locale,
  categories,
}: {
  locale: Locale;
  categories: readonly NavCategory[];
}) {
  const personal = usePersonal();
  // Next may report the internal `/ar/...` while rendering on the server; links.ts strips it.
  const pathname = usePathname() ?? '/';
  const at = (path: string) => localizedPath(path, locale);
  // The drawer's code loads the first time it is opened; once open it stays mounted to animate out.
  const [cart, setCart] = useState<'never' | 'open' | 'closed'>('never');
  const onCartChange = useCallback((open: boolean) => setCart(open ? 'open' : 'closed'), []);
  // On the cart page the cart is the page: the button is a link there, as without script.
  const onCartPage = localizedPath(pathname, 'ar') === '/cart';
  return (
    <>
      <Header
        categories={categories}
        wishlistCount={personal.wishlistIds.size}
        cartCount={personal.cartCount}
        signedIn={personal.signedIn}
        hrefs={{
          home: at('/'),
          wishlist: at('/wishlist'),
          cart: at('/cart'),
          account: at('/profile'),
          signIn: at('/auth'),
          otherLanguage: otherLanguageHref(pathname, locale),
        }}
        search={(trigger) => (
          <DeferredTrigger load={loadSearch} popup="dialog" trigger={trigger}>
            {({ HeaderSearch }, loadedTrigger) => (
              <HeaderSearch locale={locale} trigger={loadedTrigger} />
            )}
          </DeferredTrigger>
        )}
        onCart={onCartPage ? undefined : () => setCart('open')}
      />
      {cart !== 'never' && (
        <CartDrawer locale={locale} isOpen={cart === 'open'} onOpenChange={onCartChange} />
      )}
    </>
  );
}
