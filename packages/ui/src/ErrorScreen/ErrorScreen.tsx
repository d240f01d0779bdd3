'use client';

import { useIntl } from '@dar/i18n/react';
import { type ReactNode, useId } from 'react';

import { button } from '../Button/Button.css';
import { PlainButton } from '../Button/PlainButton';
import { secondsLeft } from '../Countdown/timer';
import { useCountdown } from '../Countdown/useCountdown';
import * as styles from './ErrorScreen.css';

/** docs/product-spec.md §9: the error page sends the shopper home after 8 seconds. */
export const ERROR_REDIRECT_MS = 8000;

export interface ErrorScreenProps {
  /** The HTTP status the page answered with. */
  status: number;
  /** What went wrong, in the page's language ("Page not found"). */
  title: string;
  /** The path that was asked for, shown for a 404. */
  path?: string;
  /** The home page of the current language. */
  homeHref: string;
  /** Milliseconds before going home; null keeps the shopper here. */
  redirectAfterMs?: number | null;
  /** How to go home; a full navigation by default. */
  onRedirect?: (href: string) => void;
  /** The shop's logo, linking home; it must carry its own accessible name (an image's alt). */
  logo?: ReactNode;
}

function goTo(href: string) {
  window.location.assign(href);
}

/**
 * The error page (docs/product-spec.md §2): logo linking home, status, message, the path for a 404, the way home,
 * and a visible countdown to the automatic redirect that the shopper can pause and resume.
 *
 * Native links and button, not React Aria's: the screen ships with every page of an app (Next's
 * `error.tsx`), so it must be light, and it may show when the page's other code failed to load.
 * Its links load home afresh rather than through the app's router, which may be what failed.
 */
export function ErrorScreen({
  status,
  title,
  path,
  homeHref,
  redirectAfterMs = ERROR_REDIRECT_MS,
  onRedirect = goTo,
  logo,
}: ErrorScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  const countdown = useCountdown(redirectAfterMs, () => onRedirect(homeHref));

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
        <div className={styles.countdown}>
          <p className={styles.notice} role="timer">
            {countdown.isPaused
              ? intl.formatMessage({ id: 'error.redirectPaused' })
              : intl.formatMessage(
                  { id: 'error.redirectNotice' },
                  { seconds: secondsLeft(countdown.remainingMs) },
                )}
          </p>
          <PlainButton
            variant="ghost"
            size="sm"
            onClick={countdown.isPaused ? countdown.resume : countdown.pause}
          >
            {intl.formatMessage({
              id: countdown.isPaused ? 'ui.countdown.resume' : 'ui.countdown.pause',
            })}
          </PlainButton>
        </div>
      )}
    </section>
  );
}
