'use client';

import type { ReactNode, Ref } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<
  AriaCheckboxProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The visible label; pressing it toggles the box. */
  children: ReactNode;
  ref?: Ref<HTMLLabelElement>;
}

/**
 * A yes/no choice with its label (accept the terms, gift wrap, a filter option). React Aria keeps the
 * native input for forms and screen readers; the box is drawn from tokens.
 */
export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={styles.root}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {(isSelected || isIndeterminate) && (
              <svg
                className={styles.mark}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={3}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {/* A tick reads the same in both directions, so it is not mirrored. */}
                <path d={isIndeterminate ? 'M6 12h12' : 'M5 12.5l4.5 4.5L19 7.5'} />
              </svg>
            )}
          </span>
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
