import type { ReactNode } from 'react';
import * as styles from './Inline.css';

export interface InlineProps {
  children: ReactNode;
  /** Space between children, in both axes when they wrap. */
  gap?: keyof typeof styles.gap;
  /** Placement along the line; follows the reading direction. */
  align?: keyof typeof styles.align;
  /** Placement across the line. */
  alignY?: keyof typeof styles.alignY;
  as?: 'div' | 'nav' | 'footer';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Children side by side in reading order, wrapping onto new lines when space runs out (tags, actions). */
export function Inline({
  children,
  gap = 'sm',
  align = 'start',
  alignY = 'center',
  as: Element = 'div',
  ...aria
}: InlineProps) {
  return (
    <Element
      className={`${styles.root} ${styles.gap[gap]} ${styles.align[align]} ${styles.alignY[alignY]}`}
      {...aria}
    >
      {children}
    </Element>
  );
}
