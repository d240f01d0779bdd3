import type { ShopIntl } from '@dar/i18n';
import { type ReactNode } from 'react';

import { button } from '../Button/Button.css';
import { secondsLeft } from '../Countdown/timer';
import * as styles from './ErrorScreen.css';
import { RedirectCountdown } from './RedirectCountdown';
import { usePartId } from '../partId';

/** docs/product-spec.md §9: the error page sends the shopper home after 8 seconds. */
export const ERROR_REDIRECT_MS = 8000;

export interface ErrorScreenProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The HTTP status the page answered with. */
  status: number;
  /** What went wrong, in the page's language ("Page not found"). */
  title: string;
  /**
   * The path that was asked for, shown for a 404: its text, or a client leaf that reads it from
   * the browser's address (a cached page cannot know it on the server).
   */
  path?: ReactNode;
  /** The home page of the current language. */
  homeHref: string;
  /** Milliseconds before going home; null keeps the shopper here. */
  redirectAfterMs?: number | null;
  /** How to go home; a full navigation by default. Only a client component can pass it. */
  onRedirect?: (href: string) => void;
  /** The shop's logo, linking home; it must carry its own accessible name (an image's alt). */
  logo?: ReactNode;
}

/**
 * The error page (docs/product-spec.md §2): logo linking home, status, message, the path for a 404, the way home,
 * and a visible countdown to the automatic redirect that the shopper can pause and resume.
 *
 * A server part: everything but the countdown renders on the server (or, in Next's `error.tsx`,
 * which must be a client component, with `useIntl()`'s messages). Native links and button, not
 * React Aria's: the screen ships with every page of an app, so it must be light, and it may show
 * when the page's other code failed to load. Its links load home afresh rather than through the
 * app's router, which may be what failed. The countdown (`RedirectCountdown`) is its client leaf
 * and takes its words as props, each second's notice formatted here.
 */
export function ErrorScreen({
  intl,
  status,
  title,
  path,
  homeHref,
  redirectAfterMs = ERROR_REDIRECT_MS,
  onRedirect,
  logo,
}: ErrorScreenProps) {
  const titleId = usePartId('error');
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {logo !== undefined && (
        <a href={homeHref} className={styles.logo}>
          {logo}
        </a>
      )}
      <p className={styles.status}>{intl.formatMessage({ id: 'error.status' }, { status })}</p>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {path !== undefined && (
        <p className={styles.detail}>
          {intl.formatMessage(
            { id: 'error.pathLabel' },
            {
              path: (
                <bdi className={styles.path} key="path">
                  {path}
                </bdi>
              ),
            },
          )}
        </p>
      )}
      <a href={homeHref} className={button({ variant: 'primary', size: 'lg' })}>
        {intl.formatMessage({ id: 'backToHome' })}
      </a>
      {redirectAfterMs !== null && (
        <RedirectCountdown
          durationMs={redirectAfterMs}
          homeHref={homeHref}
          {...(onRedirect ? { onRedirect } : {})}
          notices={Array.from({ length: secondsLeft(redirectAfterMs) + 1 }, (_, seconds) =>
            intl.formatMessage({ id: 'error.redirectNotice' }, { seconds }),
          )}
          pausedNotice={intl.formatMessage({ id: 'error.redirectPaused' })}
          pauseLabel={intl.formatMessage({ id: 'ui.countdown.pause' })}
          resumeLabel={intl.formatMessage({ id: 'ui.countdown.resume' })}
        />
      )}
    </section>
  );
}
