'use client';

import { Link as AriaLink, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import type { DeferredTriggerElement } from '../../../DeferredTrigger';
import { Disclosure } from '../../../Disclosure';
import { MenuOverlay } from '../../../Overlays';
import type { NavCategory } from './Header';
import type { MobileMenuLabels } from './leaves';
import * as styles from './Header.css';
import { NavSkeleton } from './NavSkeleton';

/**
 * The header's menus and its drawer, with the React Aria code they need (collections, popovers,
 * modals): loaded by `DeferredTrigger` when the shopper first shows interest, not with the page.
 * Their text comes from the server part through the leaves' props.
 */

/** Desktop: a category with sub-categories is a menu button; the menu's first item is the category itself. */
export function CategoryMenu({
  category,
  allLabel,
  trigger,
}: {
  category: NavCategory;
  /** The first item's name, "All {category}". */
  allLabel: string;
  trigger: DeferredTriggerElement;
}) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Menu className={styles.menu}>
          <MenuItem className={styles.menuItem} href={category.href}>
            {allLabel}
          </MenuItem>
          {(category.children ?? []).map((child) => (
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
  all,
  close,
}: {
  categories: readonly NavCategory[];
  all: MobileMenuLabels['all'];
  close: () => void;
}) {
  return (
    <ul className={styles.drawerList}>
      {categories.map((category) => (
        <li key={category.id}>
          {!category.children?.length ? (
            <AriaLink className={styles.drawerLink} href={category.href} onPress={close}>
              {category.name}
            </AriaLink>
          ) : (
            <Disclosure title={category.name}>
              <ul className={styles.drawerList}>
                {[
                  { ...category, name: all[category.id] ?? category.name },
                  ...(category.children ?? []),
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

/** Phones: the menu drawer with the categories (or their placeholders while they load). */
export function MobileMenu({
  categories,
  loading,
  labels,
  trigger,
}: {
  categories: readonly NavCategory[];
  loading: boolean;
  labels: MobileMenuLabels;
  trigger: DeferredTriggerElement;
}) {
  return (
    <MenuOverlay trigger={trigger}>
      {(close) =>
        loading ? (
          <NavSkeleton label={labels.loading} />
        ) : (
          <nav aria-label={labels.nav}>
            <MobileCategories categories={categories} all={labels.all} close={close} />
          </nav>
        )
      }
    </MenuOverlay>
  );
}
