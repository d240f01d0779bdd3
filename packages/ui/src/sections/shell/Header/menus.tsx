'use client';

import { useIntl } from '@dar/i18n/react';
import { Link as AriaLink, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';

import type { DeferredTriggerElement } from '../../../DeferredTrigger';
import { Disclosure } from '../../../Disclosure';
import { MenuOverlay } from '../../../Overlays';
import type { NavCategory } from './Header';
import * as styles from './Header.css';
import { NavSkeleton } from './NavSkeleton';

/**
 * The header's menus and its drawer, with the React Aria code they need (collections, popovers,
 * modals): loaded by `DeferredTrigger` when the shopper first shows interest, not with the page.
 */

/** Desktop: a category with sub-categories is a menu button; the menu's first item is the category itself. */
export function CategoryMenu({
  category,
  trigger,
}: {
  category: NavCategory;
  trigger: DeferredTriggerElement;
}) {
  const intl = useIntl();
  return (
    <MenuTrigger>
      {trigger}
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

/** Phones: the menu drawer with the categories (or their placeholders while they load). */
export function MobileMenu({
  categories,
  loading,
  trigger,
}: {
  categories: readonly NavCategory[];
  loading: boolean;
  trigger: DeferredTriggerElement;
}) {
  const intl = useIntl();
  const navLabel = intl.formatMessage({ id: 'shell.nav.label' });
  return (
    <MenuOverlay trigger={trigger}>
      {(close) =>
        loading ? (
          <NavSkeleton label={intl.formatMessage({ id: 'shell.nav.loading' })} />
        ) : (
          <nav aria-label={navLabel}>
            <MobileCategories categories={categories} close={close} />
          </nav>
        )
      }
    </MenuOverlay>
  );
}
