'use client';

import { useIntl } from '@dar/i18n/react';
import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';

import { DeferredTrigger, type DeferredTriggerElement } from '../../../DeferredTrigger';
import { IconCart, IconHeart, IconMenu, IconSearch, IconUser } from '../../../Icon';
import { VisuallyHidden } from '../../../VisuallyHidden';
import { Logo } from '../Logo';
import * as styles from './Header.css';
import { NavSkeleton } from './NavSkeleton';

/**
 * A category of the shop's navigation with its sub-categories (one level, as the collection tree
 * gives them: `toCategoryTree` in commerce-hooks, plus the route the storefront builds).
 */
export interface NavCategory {
  id: string;
  slug: string;
  name: string;
  /** `/products/c/{slug}`, or `/products/c/{slug}/{sub}` for a sub-category, with `/en` in English. */
  href: string;
  children: readonly NavCategory[];
}

export interface HeaderHrefs {
  /** The home page in the current language. */
  home: string;
  wishlist: string;
  /** The cart page; used when there is no `onCart` to open the cart overlay. */
  cart: string;
  /** The customer's account (signed in). */
  account: string;
  /** The sign-in page (guests). */
  signIn: string;
  /** This same page in the other language: the language switcher. */
  otherLanguage: string;
}

export interface HeaderProps {
  categories: readonly NavCategory[];
  /** The category tree is still loading: the navigation shows placeholders of its shape. */
  loading?: boolean;
  wishlistCount: number;
  cartCount: number;
  signedIn: boolean;
  hrefs: HeaderHrefs;
  /** The search button was pressed (when the header does not host the overlay, see `search`). */
  onSearch?: () => void;
  /**
   * The search overlay, given the header's search button as its trigger (so focus returns to it
   * on close): `(trigger) => <SearchOverlay trigger={trigger} …/>`. Replaces `onSearch`.
   */
  search?: (trigger: DeferredTriggerElement) => ReactNode;
  /** Opens the cart overlay; without it the cart is a link to the cart page. */
  onCart?: () => void;
}

/** The menus and the drawer: React Aria's collections, popovers and modals, loaded on first use. */
const loadMenus = () => import('./menus');

const Chevron = () => (
  <svg
    className={styles.chevron}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 9l6 6 6-6" />
  </svg>
);

/** Desktop: a category with sub-categories is a menu button; the menu's first item is the category itself. */
function CategoryMenu({ category }: { category: NavCategory }) {
  return (
    <DeferredTrigger
      load={loadMenus}
      popup="menu"
      trigger={
        <AriaButton className={styles.navItem}>
          {category.name}
          <Chevron />
        </AriaButton>
      }
    >
      {(menus, trigger) => <menus.CategoryMenu category={category} trigger={trigger} />}
    </DeferredTrigger>
  );
}

/** An icon action with its count; the name says both ("Cart, 2 items"), the number is for the eye. */
function CountContent({ icon, count }: { icon: ReactNode; count: number }) {
  const intl = useIntl();
  return (
    <>
      {icon}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {intl.formatNumber(count)}
        </span>
      )}
    </>
  );
}

/**
 * The site header (issue 8): the logo (its Arabic or English wordmark) linking home, the category
 * navigation with sub-category menus (a menu drawer on narrow screens), search, the language
 * switcher, account, wishlist and cart with their counts in their accessible names.
 *
 * Wide or narrow is decided by the header's own width (a container query), so it lays out the same
 * in a page, a story or a narrow column.
 */
export function Header({
  categories,
  loading = false,
  wishlistCount,
  cartCount,
  signedIn,
  hrefs,
  onSearch,
  search,
  onCart,
}: HeaderProps) {
  const intl = useIntl();
  const navLabel = intl.formatMessage({ id: 'shell.nav.label' });
  const loadingLabel = intl.formatMessage({ id: 'shell.nav.loading' });
  const cartLabel = intl.formatMessage({ id: 'shell.header.cart' }, { count: cartCount });
  const otherLanguage = intl.locale.startsWith('ar') ? 'en' : 'ar';

  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <div className={styles.narrowOnly}>
          <DeferredTrigger
            load={loadMenus}
            popup="dialog"
            trigger={
              <AriaButton
                className={styles.iconAction}
                aria-label={intl.formatMessage({ id: 'shell.nav.openMenu' })}
              >
                <IconMenu size="md" />
              </AriaButton>
            }
          >
            {(menus, trigger) => (
              <menus.MobileMenu categories={categories} loading={loading} trigger={trigger} />
            )}
          </DeferredTrigger>
        </div>
        <Logo intl={intl} href={hrefs.home} />
        <div className={styles.actions}>
          {search ? (
            search(
              <AriaButton
                className={styles.iconAction}
                aria-label={intl.formatMessage({ id: 'shell.header.search' })}
              >
                <IconSearch size="md" />
              </AriaButton>,
            )
          ) : (
            <AriaButton
              className={styles.iconAction}
              aria-label={intl.formatMessage({ id: 'shell.header.search' })}
              onPress={onSearch}
            >
              <IconSearch size="md" />
            </AriaButton>
          )}
          <AriaLink className={styles.languageLink} href={hrefs.otherLanguage}>
            <span lang={otherLanguage} className={styles.languageName}>
              {intl.formatMessage({ id: 'shell.header.language' })}
            </span>
            <VisuallyHidden>
              {intl.formatMessage({ id: 'shell.header.languageLabel' })}
            </VisuallyHidden>
          </AriaLink>
          <AriaLink
            className={styles.iconAction}
            href={signedIn ? hrefs.account : hrefs.signIn}
            aria-label={intl.formatMessage({
              id: signedIn ? 'shell.header.account' : 'shell.header.signIn',
            })}
          >
            <IconUser size="md" />
          </AriaLink>
          <AriaLink
            className={styles.iconAction}
            href={hrefs.wishlist}
            aria-label={intl.formatMessage(
              { id: 'shell.header.wishlist' },
              { count: wishlistCount },
            )}
          >
            <CountContent icon={<IconHeart size="md" />} count={wishlistCount} />
          </AriaLink>
          {onCart ? (
            <AriaButton className={styles.iconAction} aria-label={cartLabel} onPress={onCart}>
              <CountContent icon={<IconCart size="md" />} count={cartCount} />
            </AriaButton>
          ) : (
            <AriaLink className={styles.iconAction} href={hrefs.cart} aria-label={cartLabel}>
              <CountContent icon={<IconCart size="md" />} count={cartCount} />
            </AriaLink>
          )}
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
                  {category.children.length === 0 ? (
                    <AriaLink className={styles.navItem} href={category.href}>
                      {category.name}
                    </AriaLink>
                  ) : (
                    <CategoryMenu category={category} />
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
