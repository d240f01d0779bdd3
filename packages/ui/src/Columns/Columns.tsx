import type { ReactNode } from 'react';
import * as styles from './Columns.css';

export interface ColumnsProps {
  /** One element per column; the first sits at the inline start (right in Arabic). */
  children: ReactNode;
  gap?: keyof typeof styles.gap;
  alignY?: keyof typeof styles.alignY;
  /** Stack the columns on screens narrower than this breakpoint. */
  collapseBelow?: keyof typeof styles.collapseBelow;
}

/** Equal-width columns side by side (image and details, summary and form), stacking on small screens. */
export function Columns({
  children,
  gap = 'md',
  alignY = 'stretch',
  collapseBelow = 'none',
}: ColumnsProps) {
  return (
    <div
      className={`${styles.root} ${styles.gap[gap]} ${styles.alignY[alignY]} ${styles.collapseBelow[collapseBelow]}`}
    >
      {children}
    </div>
  );
}
