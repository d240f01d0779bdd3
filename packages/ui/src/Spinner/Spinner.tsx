'use client';

import { useIntl } from '@dar/i18n/react';
import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** What is loading, announced to screen readers; a localized "Loading" by default. */
  label?: string;
  /** Show the label beside the spinner as well. */
  showLabel?: boolean;
  size?: keyof typeof styles.size;
}

/** Something is on its way and we cannot say how long: loading more products, checking a coupon. */
export function Spinner({ label, showLabel = false, size = 'md' }: SpinnerProps) {
  const intl = useIntl();
  const name = label ?? intl.formatMessage({ id: 'ui.loading' });
  return (
    <ProgressBar isIndeterminate aria-label={name} className={styles.root}>
      <svg
        className={`${styles.svg} ${styles.size[size]}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" strokeOpacity="0.25" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {showLabel && (
        <span className={styles.label} aria-hidden="true">
          {name}
        </span>
      )}
    </ProgressBar>
  );
}
