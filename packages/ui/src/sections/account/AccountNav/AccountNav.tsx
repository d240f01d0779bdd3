'use client';

import { useIntl } from '@dar/i18n/react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';

import * as styles from './AccountNav.css';

export type AccountPage = 'overview' | 'addresses' | 'orders' | 'password';

/** Where each account page lives, in the shopper's language (`/profile…` or `/en/profile…`). */
export type AccountLinks = Record<AccountPage, string>;

export interface AccountNavProps {
  /** The page shown now; marked `aria-current="page"`. An order's details page is `orders`. */
  current: AccountPage;
  links: AccountLinks;
  onSignOut: () => void;
  /**
   * Where signing out posts natively (`method="post"`): a press before the page's scripts have
   * run, or with JavaScript off, is one ordinary form submission to this URL, with
   * `signOutFields`. Once hydrated, the press calls `onSignOut` instead.
   */
  signOutAction?: string;
  /** Sent along with a native sign-out post, e.g. the page's language. */
  signOutFields?: Record<string, string>;
  /** While signing out. */
  signOutPending?: boolean;
}

const pages: readonly AccountPage[] = ['overview', 'addresses', 'orders', 'password'];

/**
 * The account's pages (docs/product-spec.md §2: overview, addresses, orders, password) and signing out. A row of
 * tabs that scrolls sideways on a phone, a column from the tablet up.
 */
export function AccountNav({
  current,
  links,
  onSignOut,
  signOutAction,
  signOutFields = {},
  signOutPending = false,
}: AccountNavProps) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'account.nav.signOut' });
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'account.nav.label' })}>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page} className={styles.item}>
            <AriaLink
              className={styles.link}
              href={links[page]}
              aria-current={page === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: `account.nav.${page}` })}
            </AriaLink>
          </li>
        ))}
        <li className={styles.item}>
          {signOutAction ? (
            <form
              className={styles.signOutForm}
              method="post"
              action={signOutAction}
              onSubmit={(event) => {
                event.preventDefault();
                onSignOut();
              }}
            >
              {Object.entries(signOutFields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <AriaButton type="submit" className={styles.signOut} isPending={signOutPending}>
                {label}
              </AriaButton>
            </form>
          ) : (
            <AriaButton className={styles.signOut} onPress={onSignOut} isPending={signOutPending}>
              {label}
            </AriaButton>
          )}
        </li>
      </ul>
    </nav>
  );
}
