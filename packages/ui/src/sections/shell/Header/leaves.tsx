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

/** The category trees fetched for the menus, by address: once a page, however many menus ask. */
const trees = new Map<string, Promise<readonly NavCategory[]>>();

/**
 * The category tree at `url` (the header's `navUrl`: JSON, `NavCategory[]`). A failed fetch is
 * forgotten, so the next sign of interest tries again (as `DeferredTrigger` does with the code).
 */
function loadTree(url: string): Promise<readonly NavCategory[]> {
  let tree = trees.get(url);
  if (!tree) {
    tree = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return (await response.json()) as NavCategory[];
    });
    trees.set(url, tree);
    tree.catch(() => trees.delete(url));
  }
  return tree;
}

/**
 * The menus' code, with the tree from `navUrl` when the page does not carry it. Without the tree
 * (its address failing or unreachable) the menus still open, with what the page carries: a
 * category's menu its "All …" item, the drawer the top-level categories as links.
 */
const loadMenusAndTree = (navUrl: string | undefined) =>
  Promise.all([
    loadMenus(),
    navUrl === undefined ? undefined : loadTree(navUrl).catch(() => undefined),
  ]);

const Chevron = () => <IconChevronDown className={styles.chevron} />;

/**
 * Desktop: a category with sub-categories is a menu button (React Aria's menu, loaded when a
 * pointer, focus or a press reaches it); the menu's first item is the category itself, `allLabel`.
 * With `navUrl` the sub-categories come from the tree fetched there with the menu's code (a
 * category the tree no longer has keeps its first item).
 */
export function CategoryMenuButton({
  category,
  allLabel,
  navUrl,
}: {
  category: NavCategory;
  allLabel: string;
  navUrl?: string;
}) {
  return (
    <DeferredTrigger
      load={() => loadMenusAndTree(navUrl)}
      popup="menu"
      trigger={
        <button type="button" className={styles.navItem}>
          {category.name}
          <Chevron />
        </button>
      }
    >
      {([menus, tree], trigger) => (
        <menus.CategoryMenu
          category={tree?.find((fetched) => fetched.id === category.id) ?? category}
          allLabel={allLabel}
          trigger={trigger}
        />
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

/**
 * Phones: the menu button; the drawer with the categories loads on first use, with the tree from
 * `navUrl` when given (`categories` otherwise).
 */
export function MobileMenuButton({
  categories = [],
  navUrl,
  loading,
  labels,
}: {
  categories?: readonly NavCategory[];
  navUrl?: string;
  loading: boolean;
  labels: MobileMenuLabels;
}) {
  return (
    <DeferredTrigger
      load={() => loadMenusAndTree(navUrl)}
      popup="dialog"
      trigger={
        <button type="button" className={styles.iconAction} aria-label={labels.open}>
          <IconMenu size="md" />
        </button>
      }
    >
      {([menus, tree], trigger) => (
        <menus.MobileMenu
          categories={tree ?? categories}
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
