'use client';

import type { ReactNode } from 'react';

import { DeferredTrigger } from '../../../DeferredTrigger';
import { IconCart, IconChevronDown, IconMenu, IconSearch } from '../../../Icon';
import { RouterLink } from '../../../Link/RouterLink';
import { CountContent } from './actions';
import { countLabel, type CountLabels } from './countLabel';
import type { NavCategory } from './Header';
import * as styles from './Header.css';

/*
 * The header's client leaves. Each is a native element with a small handler (no React Aria, no
 * react-intl: their text comes as props from the server part), so the header's first load is
 * light; a menu's or the drawer's React Aria code comes with `menus` on first use.
 *
 * Before the page's scripts have run (they are its first load, and these leaves hydrate with
 * them): the cart is a form that asks for the cart page, the links are links; a press on a menu
 * or search button does nothing yet (there is nothing without scripts for it to open), and the
 * next press, hydrated, opens it.
 */

/** The menus and the drawer: React Aria's collections, popovers and modals, loaded on first use. */
const loadMenus = () => import('./menus');

const Chevron = () => <IconChevronDown className={styles.chevron} />;

/**
 * Desktop: a category with sub-categories is a menu button (React Aria's menu, loaded when a
 * pointer, focus or a press reaches it); the menu's first item is the category itself, `allLabel`.
 */
export function CategoryMenuButton({
  category,
  allLabel,
}: {
  category: NavCategory;
  allLabel: string;
}) {
  return (
    <DeferredTrigger
      load={loadMenus}
      popup="menu"
      trigger={
        <button type="button" className={styles.navItem}>
          {category.name}
          <Chevron />
        </button>
      }
    >
      {(menus, trigger) => (
        <menus.CategoryMenu category={category} allLabel={allLabel} trigger={trigger} />
      )}
    </DeferredTrigger>
  );
}

export interface MobileMenuLabels {
  /** The button's name ("Open the menu"). */
  open: string;
  /** The navigation's name ("Categories"). */
  nav: string;
  /** Said while the categories load. */
  loading: string;
  /** "All {category}" for each category with sub-categories, by its id. */
  all: Readonly<Record<string, string>>;
}

/** Phones: the menu button; the drawer with the categories loads on first use. */
export function MobileMenuButton({
  categories,
  loading,
  labels,
}: {
  categories: readonly NavCategory[];
  loading: boolean;
  labels: MobileMenuLabels;
}) {
  return (
    <DeferredTrigger
      load={loadMenus}
      popup="dialog"
      trigger={
        <button type="button" className={styles.iconAction} aria-label={labels.open}>
          <IconMenu size="md" />
        </button>
      }
    >
      {(menus, trigger) => (
        <menus.MobileMenu
          categories={categories}
          loading={loading}
          labels={labels}
          trigger={trigger}
        />
      )}
    </DeferredTrigger>
  );
}

/** The search button when the app opens its own search (`onSearch`) rather than the header. */
export function HeaderSearchButton({ label, onSearch }: { label: string; onSearch?: () => void }) {
  return (
    <button type="button" className={styles.iconAction} aria-label={label} onClick={onSearch}>
      <IconSearch size="md" />
    </button>
  );
}

export interface HeaderCartActionProps {
  /** The cart page. */
  href: string;
  labels: CountLabels;
  count: number;
  /**
   * Opens the cart overlay. The cart is then a button in a form that asks for the cart page
   * (`GET href`): pressed before the page's scripts have run it opens the cart page, as the link
   * would; once hydrated it opens the overlay instead. Without it, the cart is a link.
   */
  onCart?: () => void;
}

/** The cart with its count in its name ("Cart, 2 items"): the overlay's button, or a link. */
export function HeaderCartAction({ href, labels, count, onCart }: HeaderCartActionProps) {
  const label = countLabel(labels, count);
  const content: ReactNode = (
    <CountContent icon={<IconCart size="md" />} labels={labels} count={count} />
  );
  if (!onCart) {
    return (
      <RouterLink className={styles.iconAction} href={href} aria-label={label}>
        {content}
      </RouterLink>
    );
  }
  return (
    <form className={styles.inlineForm} action={href} method="get">
      <button
        type="submit"
        className={styles.iconAction}
        aria-label={label}
        onClick={(event) => {
          event.preventDefault();
          onCart();
        }}
      >
        {content}
      </button>
    </form>
  );
}
