import type { ReactNode } from 'react';

import { IconHeart, IconUser } from '../../../Icon';
import { RouterLink } from '../../../Link/RouterLink';
import { VisuallyHidden } from '../../../VisuallyHidden';
import { countLabel, formatCount, type CountLabels } from './countLabel';
import * as styles from './Header.css';

/*
 * The header's links that show the shopper's own state (signed in, the wishlist's count) and the
 * language switch (the page's own path): server-capable parts, drawn by the header on the server
 * with a guest's values, or by an app's client leaf with the shopper's (after hydration) — their
 * text comes in as props, worked out on the server, so such a leaf needs no react-intl.
 */

/** An icon action's count: the number is for the eye, the name says it (see `countLabel`). */
export function CountContent({
  icon,
  labels,
  count,
}: {
  icon: ReactNode;
  labels: CountLabels;
  count: number;
}) {
  return (
    <>
      {icon}
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {formatCount(labels, count)}
        </span>
      )}
    </>
  );
}

export interface HeaderWishlistLinkProps {
  href: string;
  labels: CountLabels;
  count: number;
}

/** The wishlist with its count in its name ("Wishlist, 3 items"). */
export function HeaderWishlistLink({ href, labels, count }: HeaderWishlistLinkProps) {
  return (
    <RouterLink className={styles.iconAction} href={href} aria-label={countLabel(labels, count)}>
      <CountContent icon={<IconHeart size="md" />} labels={labels} count={count} />
    </RouterLink>
  );
}

export interface HeaderAccountLinkProps {
  signedIn: boolean;
  /** The customer's account, and its name ("My account"). */
  account: { href: string; label: string };
  /** The sign-in page for a guest, and its name ("Sign in"). */
  signIn: { href: string; label: string };
}

/** The account for a customer, sign-in for a guest. */
export function HeaderAccountLink({ signedIn, account, signIn }: HeaderAccountLinkProps) {
  const link = signedIn ? account : signIn;
  return (
    <RouterLink className={styles.iconAction} href={link.href} aria-label={link.label}>
      <IconUser size="md" />
    </RouterLink>
  );
}

export interface HeaderLanguageLinkProps {
  /** This page in the other language. */
  href: string;
  /** The other language (`en`, `ar`): its name is said in it. */
  lang: string;
  /** The other language's name in itself ("English", "العربية"). */
  name: string;
  /** What the link does, for a screen reader ("Read this page in English"). */
  label: string;
}

/** The language switch: the other language's name, and what it does for a screen reader. */
export function HeaderLanguageLink({ href, lang, name, label }: HeaderLanguageLinkProps) {
  return (
    <RouterLink className={styles.languageLink} href={href}>
      <span lang={lang} className={styles.languageName}>
        {name}
      </span>
      <VisuallyHidden>{label}</VisuallyHidden>
    </RouterLink>
  );
}
