import type { ReactNode } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  as?: 'span' | 'div' | 'h2' | 'h3' | 'label';
  id?: string;
  /** Show the content while focus is inside it (a skip link). */
  isFocusable?: boolean;
}

/** Content for screen readers only: a heading for a visual-only section, context for an icon button. */
export function VisuallyHidden({
  children,
  as: Element = 'span',
  id,
  isFocusable = false,
}: VisuallyHiddenProps) {
  return (
    <Element id={id} className={isFocusable ? `${styles.root} ${styles.focusable}` : styles.root}>
      {children}
    </Element>
  );
}
