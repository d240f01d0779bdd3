import type { ShopIntl } from '@dar/i18n';
import type { ReactElement, ReactNode } from 'react';

import type { NativeTriggerProps } from '../../../DeferredTrigger';
import { IconSearch } from '../../../Icon';
import { RouterLink } from '../../../Link/RouterLink';
import { Logo } from '../Logo';
import {
  HeaderAccountLink,
  HeaderLanguageLink,
  HeaderWishlistLink,
  type HeaderAccountLinkProps,
  type HeaderLanguageLinkProps,
  type HeaderWishlistLinkProps,
} from './actions';
import { countLabels } from './countLabel';
import * as styles from './Header.css';
import {
  CategoryMenuButton,
  HeaderCartAction,
  HeaderSearchButton,
  MobileMenuButton,
  type HeaderCartActionProps,
} from './leaves';
import { NavSkeleton } from './NavSkeleton';

/**
 * A category of the shop's navigation with its sub-categories (one level, as the collection tree
 * gives them: `toCategoryTree` in commerce-hooks, plus the route the storefront builds).
 */
export interface NavCategory {
  id: string;
  name: string;
  /** `/products/c/{slug}`, or `/products/c/{slug}/{sub}` for a sub-category, with `/en` in English. */
  href: string;
  /**
   * The sub-categories; none for a sub-category. (The tree goes to the browser for the menus, with
   * every page or from the header's `navUrl`: it carries only what they show.)
   */
  children?: readonly NavCategory[];
}

export interface HeaderHrefs {
  /** The home page in the current language. */
  home: string;
  wishlist: string;
  /** The cart page; the cart's link, or what its button asks for before the page's scripts run. */
  cart: string;
  /** The customer's account (signed in). */
  account: string;
  /** The sign-in page (guests). */
  signIn: string;
  /** This same page in the other language: the language switcher. */
  otherLanguage: string;
}

/**
 * The shopper's own parts, drawn by the app's client leaves: each is given the props the header
 * would draw its part with (text worked out on the server, a guest's values) and renders the part
 * (`HeaderWishlistLink`, `HeaderCartAction`, `HeaderAccountLink`, `HeaderLanguageLink`) with the
 * shopper's values once it knows them (the counts after hydration, the page's own path).
 */
export interface HeaderLeaves {
  account?: (props: HeaderAccountLinkProps) => ReactNode;
  wishlist?: (props: HeaderWishlistLinkProps) => ReactNode;
  cart?: (props: HeaderCartActionProps) => ReactNode;
  language?: (props: HeaderLanguageLinkProps) => ReactNode;
}

export interface HeaderProps {
  /**
   * The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. The
   * header renders on the server; its menus, search, cart and links are its client leaves.
   */
  intl: ShopIntl;
  categories: readonly NavCategory[];
  /**
   * Where the menus fetch the category tree (JSON, `NavCategory[]`: the same as `categories`)
   * with their code, on the first sign of interest. Given, the page carries only the top level the
   * wide header shows as HTML, not every sub-category again as the menus' props: a lighter page
   * for a shop with many categories. Without it, the tree rides with the page.
   */
  navUrl?: string;
  /** The category tree is still loading: the navigation shows placeholders of its shape. */
  loading?: boolean;
  /** The counts and the account link a guest's (0, 0, signed out) unless given, as cached pages show. */
  wishlistCount?: number;
  cartCount?: number;
  signedIn?: boolean;
  hrefs: HeaderHrefs;
  /** The search button was pressed (when the header does not host the overlay, see `search`). */
  onSearch?: () => void;
  /**
   * The search overlay, given the header's search button as its trigger (a native `<button>`:
   * hand it to `DeferredTrigger`, which loads the overlay and React Aria's button on first use and
   * returns focus to it on close): `(trigger) => <DeferredTrigger trigger={trigger} …/>`. Replaces
   * `onSearch`. In a Server Component, a client component of the app's that renders the trigger.
   */
  search?: (trigger: ReactElement<NativeTriggerProps, 'button'>) => ReactNode;
  /** Opens the cart overlay; without it the cart is a link to the cart page. */
  onCart?: () => void;
  /** The shopper's own parts from the app's client leaves (see `HeaderLeaves`). */
  leaves?: HeaderLeaves;
}

/** A category without its sub-categories: what a page carries for menus that fetch the tree. */
const topLevel = ({ id, name, href }: NavCategory): NavCategory => ({ id, name, href });

/**
 * The site header (issue 8): the logo (its Arabic or English wordmark) linking home, the category
 * navigation with sub-category menus (a menu drawer on narrow screens), search, the language
 * switcher, account, wishlist and cart with their counts in their accessible names.
 *
 * A server part: the logo, the categories and the links are HTML; its client leaves are native
 * buttons and links (`leaves.tsx`, `actions.tsx`), and React Aria's menus and drawer load on first
 * use. `onSearch` and `onCart` are callbacks, so only a client component can give them; a Server
 * Component gives `search` and `leaves` instead.
 *
 * Wide or narrow is decided by the header's own width (a container query), so it lays out the same
 * in a page, a story or a narrow column.
 */
export function Header({
  intl,
  categories,
  navUrl,
  loading = false,
  wishlistCount = 0,
  cartCount = 0,
  signedIn = false,
  hrefs,
  onSearch,
  search,
  onCart,
  leaves = {},
}: HeaderProps) {
  const navLabel = intl.formatMessage({ id: 'shell.nav.label' });
  const loadingLabel = intl.formatMessage({ id: 'shell.nav.loading' });
  const searchLabel = intl.formatMessage({ id: 'shell.header.search' });
  const allLabels = Object.fromEntries(
    categories
      .filter((category) => (category.children?.length ?? 0) > 0)
      .map((category) => [
        category.id,
        intl.formatMessage({ id: 'shell.nav.all' }, { category: category.name }),
      ]),
  );

  const account: HeaderAccountLinkProps = {
    signedIn,
    account: { href: hrefs.account, label: intl.formatMessage({ id: 'shell.header.account' }) },
    signIn: { href: hrefs.signIn, label: intl.formatMessage({ id: 'shell.header.signIn' }) },
  };
  const wishlist: HeaderWishlistLinkProps = {
    href: hrefs.wishlist,
    labels: countLabels(intl, 'shell.header.wishlist'),
    count: wishlistCount,
  };
  const cart: HeaderCartActionProps = {
    href: hrefs.cart,
    labels: countLabels(intl, 'shell.header.cart'),
    count: cartCount,
    onCart,
  };
  const language: HeaderLanguageLinkProps = {
    href: hrefs.otherLanguage,
    lang: intl.locale.startsWith('ar') ? 'en' : 'ar',
    name: intl.formatMessage({ id: 'shell.header.language' }),
    label: intl.formatMessage({ id: 'shell.header.languageLabel' }),
  };

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.narrowOnly}>
          <MobileMenuButton
            // With `navUrl`, the drawer's tree is fetched; the top level is kept for when it fails.
            categories={navUrl === undefined ? categories : categories.map(topLevel)}
            navUrl={navUrl}
            loading={loading}
            labels={{
              open: intl.formatMessage({ id: 'shell.nav.openMenu' }),
              nav: navLabel,
              loading: loadingLabel,
              all: allLabels,
            }}
          />
        </div>
        <Logo intl={intl} href={hrefs.home} wordmarkClassName={styles.logoWordmark} />
        <div className={styles.actions}>
          {search ? (
            search(
              <button type="button" className={styles.iconAction} aria-label={searchLabel}>
                <IconSearch size="md" />
              </button>,
            )
          ) : (
            <HeaderSearchButton label={searchLabel} onSearch={onSearch} />
          )}
          {leaves.language ? leaves.language(language) : <HeaderLanguageLink {...language} />}
          {leaves.account ? leaves.account(account) : <HeaderAccountLink {...account} />}
          {leaves.wishlist ? leaves.wishlist(wishlist) : <HeaderWishlistLink {...wishlist} />}
          {leaves.cart ? leaves.cart(cart) : <HeaderCartAction {...cart} />}
        </div>
      </div>
      <div className={styles.wideOnly}>
        {loading ? (
          <NavSkeleton label={loadingLabel} />
        ) : (
          <nav aria-label={navLabel}>
            <ul className={styles.navList}>
              {categories.map((category) => (
                <li key={category.id}>
                  {!category.children?.length ? (
                    <RouterLink className={styles.navItem} href={category.href}>
                      {category.name}
                    </RouterLink>
                  ) : (
                    <CategoryMenuButton
                      category={navUrl === undefined ? category : topLevel(category)}
                      navUrl={navUrl}
                      allLabel={allLabels[category.id] ?? category.name}
                    />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}
