'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import {
  DeferredTrigger,
  HeaderAccountLink,
  HeaderCartAction,
  HeaderLanguageLink,
  HeaderWishlistLink,
  type HeaderAccountLinkProps,
  type HeaderCartActionProps,
  type HeaderLanguageLinkProps,
  type HeaderWishlistLinkProps,
  type NativeTriggerProps,
} from '@dar/ui';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useCallback, useState, type ReactElement } from 'react';
import { otherLanguageHref } from '../locale-links';
import { usePersonal } from '@dar/commerce-hooks/personal';
import { withMessages } from '../lazy-messages';

/*
 * The header's client leaves (the header itself renders on the server, `@dar/ui` `Header` from
 * the shop layout): what only the browser knows. The counts and the account link are the
 * shopper's own, read from the personal store after hydration (the cached HTML, and the first
 * render, show a guest's: nothing saved, signed out); the language switch and the cart follow the
 * page's path. Each renders the header's own part with the text the server worked out.
 */

/** The search overlay (React Aria's modal, the search field, the results): loaded on first use. */
const loadSearch = () =>
  withMessages(
    'HeaderSearch',
    import('../search/HeaderSearch'),
    (module) => module.HeaderSearch,
  ).then((HeaderSearch) => ({ HeaderSearch }));

const CartDrawer = dynamic(
  () => withMessages('CartDrawer', import('../cart/CartDrawer'), (module) => module.default),
  { ssr: false },
);

/** The header's search button opens the search overlay, its code loaded on first use. */
export function ShopSearch({
  locale,
  trigger,
}: {
  locale: Locale;
  trigger: ReactElement<NativeTriggerProps, 'button'>;
}) {
  return (
    <DeferredTrigger load={loadSearch} popup="dialog" trigger={trigger}>
      {({ HeaderSearch }, loadedTrigger) => (
        <HeaderSearch locale={locale} trigger={loadedTrigger} />
      )}
    </DeferredTrigger>
  );
}

/** The account for a signed-in customer, sign-in for a guest. */
export function ShopAccountLink(props: HeaderAccountLinkProps) {
  const { signedIn } = usePersonal();
  return <HeaderAccountLink {...props} signedIn={signedIn} />;
}

/** The wishlist with the shopper's count. */
export function ShopWishlistLink(props: HeaderWishlistLinkProps) {
  const { wishlistIds } = usePersonal();
  return <HeaderWishlistLink {...props} count={wishlistIds.size} />;
}

/**
 * The cart with the shopper's count: it opens the cart drawer, whose code loads the first time it
 * is opened (once open it stays mounted to animate out). Before hydration it asks for the cart
 * page (`HeaderCartAction`'s form); on the cart page it is a link there, as without script.
 */
export function ShopCartAction({ locale, ...props }: HeaderCartActionProps & { locale: Locale }) {
  const { cartCount } = usePersonal();
  // Next may report the internal `/ar/...` while rendering on the server: compare bare paths.
  const onCartPage = localizedPath(usePathname() ?? '/', 'ar') === '/cart';
  const [cart, setCart] = useState<'never' | 'open' | 'closed'>('never');
  const onCartChange = useCallback((open: boolean) => setCart(open ? 'open' : 'closed'), []);
  return (
    <>
      <HeaderCartAction
        {...props}
        count={cartCount}
        onCart={onCartPage ? undefined : () => setCart('open')}
      />
      {cart !== 'never' && (
        <CartDrawer locale={locale} isOpen={cart === 'open'} onOpenChange={onCartChange} />
      )}
    </>
  );
}

/**
 * The language switch to this same page in the other language. A layout does not get the page's
 * path on the server, but this leaf does: Next renders a client component's HTML for each page
 * with that page's path (`usePathname`), so the cached HTML already links to the right page, a
 * click before hydration included; on a client-side navigation it follows the new path.
 */
export function ShopLanguageLink({
  locale,
  ...props
}: HeaderLanguageLinkProps & { locale: Locale }) {
  const pathname = usePathname() ?? '/';
  return <HeaderLanguageLink {...props} href={otherLanguageHref(pathname, locale)} />;
}
