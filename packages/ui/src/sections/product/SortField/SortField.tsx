'use client';

import { useEffect, useId, useRef } from 'react';

import * as buttonStyles from '../../../Button/Button.css';
import * as fieldStyles from '../../../TextField/TextField.css';
import * as styles from './SortField.css';
import type { ListingSortOption } from '../SortSelect/sortOptions';

export interface SortFieldProps {
  /** From `sortFieldWords(intl)` on the server. */
  label: string;
  options: { id: ListingSortOption; label: string }[];
  /** The order in the URL. */
  value: ListingSortOption;
  /** The listing's filter form (`FilterForm`'s id): the order is sent with its fields. */
  form: string;
  /** The submit button shown without JavaScript. */
  applyLabel: string;
  /** Hydrated, a new order comes here; without it, or before the scripts run, the form submits. */
  onChange?: (value: ListingSortOption) => void;
  isDisabled?: boolean;
}

/**
 * A listing's order (docs/product-spec.md §9) as a native `<select name="sort">` that belongs to the
 * listing's filter form, so an order chosen without JavaScript is submitted with the filters (a
 * button shows then). Hydrated, a new order comes to `onChange` at once; one chosen before the
 * scripts ran is applied when they do. No React Aria: `SortSelect` is the React Aria one.
 */
export function SortField({
  label,
  options,
  value,
  form,
  applyLabel,
  onChange,
  isDisabled = false,
}: SortFieldProps) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  /** The order last asked for, so one choice is sent once (React replays a change made before
   * hydration as a change event, and the effect below sees it too). */
  const sent = useRef<ListingSortOption>(value);
  const choose = (next: ListingSortOption) => {
    if (!onChange || next === value || next === sent.current) return;
    sent.current = next;
    onChange(next);
  };
  const hydrated = useRef(false);
  useEffect(() => {
    const element = select.current;
    if (!element) return;
    if (!hydrated.current) {
      hydrated.current = true;
      // An order chosen before the page hydrated is the shopper's: apply it.
      if (element.value !== value) choose(element.value as ListingSortOption);
      return;
    }
    // A new order from the URL (a link, the back button): the field follows it.
    element.value = value;
    sent.current = value;
    // On hydration and when the URL's order changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className={styles.root}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <select
          ref={select}
          id={id}
          name="sort"
          form={form}
          className={styles.select}
          defaultValue={value}
          disabled={isDisabled}
          onChange={(event) => choose(event.currentTarget.value as ListingSortOption)}
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            form={form}
            className={buttonStyles.button({ variant: 'secondary', size: 'md' })}
          >
            {applyLabel}
          </button>
        </noscript>
      </div>
    </div>
  );
}
