'use client';

import type { Key } from 'react-aria-components';
import { ListBoxItem } from 'react-aria-components';

import * as styles from './Select.css';

/** An entry of a Select or ComboBox list: an id the form submits and the text the shopper reads. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

/** One option row; the tick marks the chosen one and does not mirror. */
export function OptionItem({ option }: { option: SelectOption }) {
  return (
    <ListBoxItem
      id={option.id}
      textValue={option.label}
      isDisabled={option.isDisabled}
      className={styles.option}
    >
      <span>{option.label}</span>
      <svg
        className={styles.check}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </ListBoxItem>
  );
}

/** A chevron pointing down: the same in both directions. */
export function Chevron({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
