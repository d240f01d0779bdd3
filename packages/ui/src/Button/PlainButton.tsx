import type { ButtonHTMLAttributes, ReactNode } from 'react';

import * as styles from './Button.css';

export interface PlainButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'type'
> {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
}

/**
 * A native `<button>` with `Button`'s look, for the few screens that ship with every page and must
 * stay light or work when the rest of the page's code did not load (the error screen, the offer
 * to load a new version). The browser gives it keyboard and screen-reader support; `Button`
 * (React Aria's) is for everything else, where its press handling across touch, mouse and keyboard
 * is worth its code.
 */
export function PlainButton({ children, variant, size, fullWidth, ...props }: PlainButtonProps) {
  return (
    <button {...props} type="button" className={styles.button({ variant, size, fullWidth })}>
      <span className={styles.label}>{children}</span>
    </button>
  );
}
