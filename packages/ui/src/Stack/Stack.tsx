import type { ReactNode } from 'react';
import * as styles from './Stack.css';

export interface StackProps {
  children: ReactNode;
  /** Space between children, from the spacing scale. */
  gap?: keyof typeof styles.gap;
  /** Inline alignment of children: `start` is the right edge in Arabic, the left in English. */
  align?: keyof typeof styles.align;
  as?: 'div' | 'section' | 'main';
  'aria-labelledby'?: string;
}

/** Children one below another with even space between them; the only vertical rhythm pages need. */
export function Stack({
  children,
  gap = 'md',
  align = 'stretch',
  as: Element = 'div',
  ...aria
}: StackProps) {
  return (
    <Element className={`${styles.root} ${styles.gap[gap]} ${styles.align[align]}`} {...aria}>
      {children}
    </Element>
  );
}
