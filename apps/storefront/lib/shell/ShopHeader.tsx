'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { Header, type NavCategory } from '@dar/ui';
import { usePathname, useRouter } from 'next/navigation';
import { otherLanguageHref } from '../locale-links';

/**
 * The header as a client island: the language switch needs the page's own path, which a shared
 * layout does not get on the server. The cart and wishlist counts are 0 and the shopper a guest
 * until the cart and wishlist hooks are wired (issue 11): the cached HTML must hold nothing personal.
 */
export function ShopHeader({
  locale,
  categories,
}: {
  locale: Locale;
  categories: readonly NavCategory[];
}) {
  const router = useRouter();
  // Next may report the internal `/ar/...` while rendering on the server; links.ts strips it.
  const pathname = usePathname() ?? '/';
  const at = (path: string) => localizedPath(path, locale);
  return (
    <Header
      categories={categories}
      wishlistCount={0}
      cartCount={0}
      signedIn={false}
      hrefs={{
        home: at('/'),
        wishlist: at('/wishlist'),
        cart: at('/cart'),
        account: at('/profile'),
        signIn: at('/auth'),
        otherLanguage: otherLanguageHref(pathname, locale),
      }}
      // The search overlay comes with the search route; until then search opens the listing.
      onSearch={() => router.push(at('/products'))}
    />
  );
}
