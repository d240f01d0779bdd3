'use client';

import { type ReactNode, useState } from 'react';

export interface DismissibleStripProps {
  /** Which announcement, for `onDismiss`. */
  id: string;
  className: string;
  /** The region's name ("Announcement"), in the page's language. */
  label: string;
  /** The close button's name ("Dismiss the announcement"), in the page's language. */
  dismissLabel: string;
  dismissClassName: string;
  /** The close button's icon, rendered by the server part. */
  icon: ReactNode;
  onDismiss?: (id: string) => void;
  /** The message, rendered by the server part. */
  children: ReactNode;
}

/**
 * The alert strip's client leaf: the region and its close button, a native `<button>` (no React
 * Aria, no react-intl: its words come as props), around the message the server rendered. Pressed
 * before the page's scripts have run, the button does nothing and the strip stays (closing is not
 * remembered across pages either, so nothing is lost but the press); from hydration on it closes.
 */
export function DismissibleStrip({
  id,
  className,
  label,
  dismissLabel,
  dismissClassName,
  icon,
  onDismiss,
  children,
}: DismissibleStripProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <section className={className} aria-label={label}>
      {children}
      <button
        type="button"
        className={dismissClassName}
        aria-label={dismissLabel}
        onClick={() => {
          setDismissed(true);
          onDismiss?.(id);
        }}
      >
        {icon}
      </button>
    </section>
  );
}
