import { useIntl } from '@dar/i18n/react';
import type { ReactElement, ReactNode } from 'react';
import {
  Button as AriaButton,
  Link as AriaLink,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
} from 'react-aria-components';

import { Disclosure } from '../../../Disclosure';
import { IconCart, IconHeart, IconMenu, IconSearch, IconUser } from '../../../Icon';
import { MenuOverlay } from '../../../Overlays';
import { Skeleton } from '../../../Skeleton';
import { VisuallyHidden } from '../../../VisuallyHidden';
import { Logo } from '../Logo';
import * as styles from './Header.css';

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
  search?: (trigger: ReactElement) => ReactNode;
  /** Opens the cart overlay; without it the cart is a link to the cart page. */
  onCart?: () => void;
}

const SKELETON_ITEMS = 5;

function NavSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
        <span key={index} className={styles.skeletonItem}>
          <Skeleton />
        </span>
      ))}
    </div>
  );
}

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
  const intl = useIntl();
  return (
    <MenuTrigger>
      <AriaButton className={styles.navItem}>
        {category.name}
        <Chevron />
      </AriaButton>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Menu className={styles.menu}>
          <MenuItem className={styles.menuItem} href={category.href}>
            {intl.formatMessage({ id: 'shell.nav.all' }, { category: category.name })}
          </MenuItem>
          {category.children.map((child) => (
            <MenuItem key={child.id} className={styles.menuItem} href={child.href}>
              {child.name}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** Phones: the categories in the menu drawer, sub-categories under a disclosure each. */
function MobileCategories({
  categories,
  close,
}: {
  categories: readonly NavCategory[];
  close: () => void;
}) {
  const intl = useIntl();
  return (
    <ul className={styles.drawerList}>
      {categories.map((category) => (
        <li key={category.id}>
          {category.children.length === 0 ? (
            <AriaLink className={styles.drawerLink} href={category.href} onPress={close}>
              {category.name}
            </AriaLink>
          ) : (
            <Disclosure title={category.name}>
              <ul className={styles.drawerList}>
                {[
                  {
                    ...category,
                    name: intl.formatMessage({ id: 'shell.nav.all' }, { category: category.name }),
                  },
                  ...category.children,
                ].map((child) => (
                  <li key={child.id}>
                    <AriaLink className={styles.drawerSubLink} href={child.href} onPress={close}>
                      {child.name}
                    </AriaLink>
                  </li>
                ))}
              </ul>
            </Disclosure>
          )}
        </li>
      ))}
    </ul>
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
          <MenuOverlay
            trigger={
              <AriaButton
                className={styles.iconAction}
                aria-label={intl.formatMessage({ id: 'shell.nav.openMenu' })}
              >
                <IconMenu size="md" />
              </AriaButton>
            }
          >
            {(close) =>
              loading ? (
                <NavSkeleton label={loadingLabel} />
              ) : (
                <nav aria-label={navLabel}>
                  <MobileCategories categories={categories} close={close} />
                </nav>
              )
            }
          </MenuOverlay>
        </div>
        <Logo href={hrefs.home} />
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
            <span lang={otherLanguage}>{intl.formatMessage({ id: 'shell.header.language' })}</span>
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
