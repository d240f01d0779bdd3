import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, as a heading ("Your cart is empty"). */
  title: string;
  /** The heading's level in the page outline. */
  titleLevel?: 2 | 3;
  /** What to do about it. */
  description?: ReactNode;
  /** A picture or a large icon; decoration, hidden from screen readers. */
  illustration?: ReactNode;
  /** The way forward: usually one LinkButton or Button. */
  action?: ReactNode;
}

/** What a list, cart or search shows when it has nothing yet, and the way forward. */
export function EmptyState({
  title,
  titleLevel = 2,
  description,
  illustration,
  action,
}: EmptyStateProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <div className={styles.root}>
      {illustration != null && (
        <div className={styles.illustration} aria-hidden="true">
          {illustration}
        </div>
      )}
      <div className={styles.text}>
        <Title className={styles.title}>{title}</Title>
        {description != null && <p className={styles.description}>{description}</p>}
      </div>
      {action}
    </div>
  );
}
