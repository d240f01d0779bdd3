import type { ReactNode } from 'react';
import * as styles from './Grid.css';

type Breakpoint = keyof typeof styles.columns;

export interface GridProps {
  children: ReactNode;
  /** Columns per row: one number, or per breakpoint, mobile first (`{ mobile: 2, desktop: 4 }`). */
  columns?: styles.ColumnCount | Partial<Record<Breakpoint, styles.ColumnCount>>;
  gap?: keyof typeof styles.gap;
  as?: 'div' | 'ul';
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Equal cells in rows that fill in reading order (categories, features); the count can grow with the screen. */
export function Grid({
  children,
  columns = 1,
  gap = 'md',
  as: Element = 'div',
  ...aria
}: GridProps) {
  const perBreakpoint = typeof columns === 'number' ? { mobile: columns } : columns;
  const classes = [styles.root, styles.gap[gap]];
  for (const breakpoint of Object.keys(styles.columns) as Breakpoint[]) {
    const count = perBreakpoint[breakpoint];
    if (count !== undefined) classes.push(styles.columns[breakpoint][count]);
  }
  return (
    <Element className={classes.join(' ')} {...aria}>
      {children}
    </Element>
  );
}
