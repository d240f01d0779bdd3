import { useIntl } from '@dar/i18n/react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-aria-components';
import { button } from '../Button/Button.css';
import * as styles from './ErrorScreen.css';

/** Spec §9: the error page sends the shopper home after 8 seconds. */
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
}

function goTo(href: string) {
  window.location.assign(href);
}

/** The error page: status, message, the path for a 404, and the way home (spec §2). */
export function ErrorScreen({
  status,
  title,
  path,
  homeHref,
  redirectAfterMs = ERROR_REDIRECT_MS,
  onRedirect = goTo,
}: ErrorScreenProps) {
  const intl = useIntl();
  const titleId = useId();
  // The latest callback, without restarting the countdown when a parent re-renders.
  const redirect = useRef(onRedirect);
  useEffect(() => {
    redirect.current = onRedirect;
  });
  useEffect(() => {
    if (redirectAfterMs === null) return;
    const timer = window.setTimeout(() => redirect.current(homeHref), redirectAfterMs);
    return () => window.clearTimeout(timer);
  }, [homeHref, redirectAfterMs]);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
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
      <Link href={homeHref} className={button({ variant: 'primary', size: 'lg' })}>
        {intl.formatMessage({ id: 'backToHome' })}
      </Link>
      {redirectAfterMs !== null && (
        <p className={styles.notice}>
          {intl.formatMessage(
            { id: 'error.redirectNotice' },
            { seconds: Math.round(redirectAfterMs / 1000) },
          )}
        </p>
      )}
    </section>
  );
}
