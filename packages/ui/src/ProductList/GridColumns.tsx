'use client';

import { useState, type ReactNode } from 'react';

import type { MobileGridColumns } from '../ProductGrid';
import * as styles from '../ProductGrid/ProductGrid.css';

export interface GridColumnsProps {
  /** Names the group, and each layout ("One column", "Two columns"). */
  labels: { layout: string; one: string; two: string };
  /** Names the list. */
  label: string;
  /** The cards' `<li>`s, rendered on the server. */
  children: ReactNode;
}

const icons = {
  1: (
    <>
      <rect x="5" y="3" width="14" height="8" rx="1.5" />
      <rect x="5" y="13" width="14" height="8" rx="1.5" />
    </>
  ),
  2: (
    <>
      <rect x="3" y="3" width="8" height="8" rx="1.5" />
      <rect x="13" y="3" width="8" height="8" rx="1.5" />
      <rect x="3" y="13" width="8" height="8" rx="1.5" />
      <rect x="13" y="13" width="8" height="8" rx="1.5" />
    </>
  ),
};

/**
 * `ProductList`'s client leaf: the phones' one/two column toggle and the list it lays out. Native
 * toggle buttons (`aria-pressed`) with their words from the server part, wearing
 * `GridColumnsToggle`'s look. Before hydration the grid shows two columns and a press does nothing.
 */
export function GridColumns({ labels, label, children }: GridColumnsProps) {
  const [columns, setColumns] = useState<MobileGridColumns>(2);
  return (
    <>
      <div className={styles.toolbar}>
        <div role="group" className={styles.toggle} aria-label={labels.layout}>
          {([1, 2] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.toggleButton}
              aria-pressed={columns === option}
              data-selected={columns === option ? '' : undefined}
              aria-label={option === 1 ? labels.one : labels.two}
              onClick={() => setColumns(option)}
            >
              <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true">
                {icons[option]}
              </svg>
            </button>
          ))}
        </div>
      </div>
      <ul className={`${styles.root} ${styles.columns[columns]}`} aria-label={label}>
        {children}
      </ul>
    </>
  );
}
