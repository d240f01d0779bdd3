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
  /** `submit` for a form's button (a press before the page's scripts have run posts the form). */
  type?: 'button' | 'submit';
}

/**
 * `Button`'s look as a class, for a native `<button>` an app renders itself where `PlainButton`
 * cannot be used: a `DeferredTrigger`'s stand-in, which must be a `<button>` element (its class is
 * carried over to React Aria's button once the overlay's code has loaded). Server-safe.
 */
export function buttonClassName({
  variant,
  size,
  fullWidth,
}: Pick<PlainButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  return styles.button({ variant, size, fullWidth });
}

/**
 * A native `<button>` with `Button`'s look, for the few screens that ship with every page and must
 * stay light or work when the rest of the page's code did not load (the error screen, the offer
 * to load a new version). The browser gives it keyboard and screen-reader support; `Button`
 * (React Aria's) is for everything else, where its press handling across touch, mouse and keyboard
 * is worth its code.
 */
export function PlainButton({
  children,
  variant,
  size,
  fullWidth,
  type = 'button',
  ...props
}: PlainButtonProps) {
  return (
    <button {...props} type={type} className={styles.button({ variant, size, fullWidth })}>
      <span className={styles.label}>{children}</span>
    </button>
  );
}
