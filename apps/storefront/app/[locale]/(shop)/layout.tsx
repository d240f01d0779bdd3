import { getIntl } from '@dar/i18n/server';
import { localizedPath } from '@dar/i18n';
import { AlertStrip, Footer, Header } from '@dar/ui';
import type { ReactNode } from 'react';
import { loadShell } from '../../../lib/data/shell';
import { localeParam } from '../../../lib/locale';
import { footerHrefs, navCategories } from '../../../lib/shell/links';
import { otherLanguageHref } from '../../../lib/locale-links';
import {
  ShopAccountLink,
  ShopCartAction,
  ShopLanguageLink,
  ShopSearch,
  ShopWishlistLink,
} from '../../../lib/shell/header-leaves';
import { subscribeNewsletter } from '../../../lib/shell/newsletter-action';

/**
 * The default layout (docs/product-spec.md §2): alert strip, header, the page's one `main`, footer. A route group,
 * so the minimal (sign-in) and checkout layouts can sit beside it without this shell.
 */
export default async function ShopLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await localeParam(params);
  const { categories, alert } = await loadShell(locale);
  const intl = getIntl(locale);
  const at = (path: string) => localizedPath(path, locale);
  return (
    <>
      {/* A server part: the message and its link are in the HTML; its client leaf is the native
          close button. */}
      {alert && <AlertStrip intl={intl} alert={alert} />}
      {/* A server part: the logo, categories and links are HTML; the menus and search load React
          Aria on first use, and the shopper's own parts (counts, account, the cart drawer) and
          the language switch (the page's path) are client leaves. */}
      <Header
        intl={intl}
        categories={navCategories(categories, locale)}
        // The menus fetch the sub-categories with their code (app/api/nav): not in every page.
        navUrl={`/api/nav/${locale}`}
        hrefs={{
          home: at('/'),
          wishlist: at('/wishlist'),
          cart: at('/cart'),
          account: at('/profile'),
          signIn: at('/auth'),
          // The language leaf links to this page in the other language (it knows the path).
          otherLanguage: otherLanguageHref('/', locale),
        }}
        search={(trigger) => <ShopSearch locale={locale} trigger={trigger} />}
        leaves={{
          account: (props) => <ShopAccountLink {...props} />,
          wishlist: (props) => <ShopWishlistLink {...props} />,
          cart: (props) => <ShopCartAction {...props} locale={locale} />,
          language: (props) => <ShopLanguageLink {...props} locale={locale} />,
        }}
      />
      <main id="main">{children}</main>
      {/* A server part: its newsletter form posts to the Server Action before hydration (and
          with JavaScript off), and its client leaf is a native form without React Aria. */}
      <Footer
        intl={intl}
        hrefs={footerHrefs(locale)}
        newsletterAction={subscribeNewsletter.bind(null, locale)}
      />
    </>
  );
}
