import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text` draws lines of body copy; the others match a photo, an avatar or a form control. */
  shape?: 'text' | keyof typeof styles.shape;
  /** Lines of text to stand in for. */
  lines?: number;
}

/**
 * A placeholder in the shape of content still loading, so the page does not shift when it arrives.
 * Hidden from screen readers: the region that loads says it is busy (`aria-busy`) instead.
 */
export function Skeleton({ shape = 'text', lines = 1 }: SkeletonProps) {
  if (shape !== 'text') {
    return <span aria-hidden="true" className={`${styles.base} ${styles.shape[shape]}`} />;
  }
  return (
    <span aria-hidden="true" className={styles.lines}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={`${styles.base} ${styles.line}`} />
      ))}
    </span>
  );
}
