import type { ShopIntl } from '@dar/i18n';

import { RouterLink } from '../../../Link/RouterLink';

import * as styles from './Logo.css';

export interface LogoProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The home page in the current language ("/" or "/en"). */
  href: string;
  /** A class for the wordmark beside the mark, e.g. to hide it where space is short. */
  wordmarkClassName?: string;
}

/**
 * The shop's logo linking home (docs/product-spec.md §1: it has a right-to-left variant). In Arabic the wordmark is
 * "دار" with the arch mark on its right, in English "Dar" with the mark on its left: the text comes
 * from the catalogue and the row follows the page's direction. Text rather than an image, so it is
 * sharp, needs no request and takes the page's font.
 */
export function Logo({ intl, href, wordmarkClassName }: LogoProps) {
  return (
    <RouterLink
      href={href}
      className={styles.root}
      aria-label={intl.formatMessage({ id: 'shell.logo.home' })}
    >
      <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {/* An arched doorway: "dar" is a house. */}
        <path d="M4 22V11a8 8 0 0 1 16 0v11h-5v-7a3 3 0 0 0-6 0v7z" fill="currentColor" />
      </svg>
      <span
        className={wordmarkClassName ? `${styles.wordmark} ${wordmarkClassName}` : styles.wordmark}
      >
        {intl.formatMessage({ id: 'shell.logo.wordmark' })}
      </span>
    </RouterLink>
  );
}
