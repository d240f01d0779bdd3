import type { ShopIntl } from '@dar/i18n';
import type { ReactNode } from 'react';
import * as styles from './InlineAlert.css';

type Tone = keyof typeof styles.iconTone;

export interface InlineAlertProps {
  /**
   * The page's messages (the tone, said in words to screen readers): `getIntl(locale)` in a Server
   * Component, `useIntl()` in a client one. An alert renders on the server and ships no JS.
   */
  intl: ShopIntl;
  /** The message; a sentence or two with an optional link. */
  children: ReactNode;
  tone?: Tone;
  /** A short summary in bold above the message. */
  title?: string;
  /**
   * Announce it when it appears (a failed coupon). Leave off for messages present when the page loads,
   * or screen readers would interrupt the shopper with them.
   */
  isLive?: boolean;
}

const paths: Record<Tone, ReactNode> = {
  info: <path d="M12 11v6M12 7.5v.01" />,
  success: <path d="M8 12.5l2.5 2.5 5.5-6" />,
  warning: <path d="M12 7v6M12 16.5v.01" />,
  danger: <path d="M9 9l6 6M15 9l-6 6" />,
};

/**
 * A message inside the page about the thing next to it (delivery delays to an area, a rejected
 * coupon). The tone is said in words to screen readers, not only shown in colour.
 */
export function InlineAlert({
  intl,
  children,
  tone = 'info',
  title,
  isLive = false,
}: InlineAlertProps) {
  const live = isLive ? { role: tone === 'danger' ? 'alert' : 'status' } : {};
  return (
    <div {...live} className={styles.alert({ tone })}>
      <svg
        role="img"
        aria-label={intl.formatMessage({ id: `ui.alert.${tone}` })}
        className={`${styles.icon} ${styles.iconTone[tone]}`}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="12" r="9" />
        {paths[tone]}
      </svg>
      <div className={styles.content}>
        {title !== undefined && <span className={styles.title}>{title}</span>}
        <div>{children}</div>
      </div>
    </div>
  );
}
