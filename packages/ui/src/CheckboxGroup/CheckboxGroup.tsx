'use client';

import type { ReactNode, Ref } from 'react';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  Label,
  Text,
  type ValidationResult,
} from 'react-aria-components';

import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './CheckboxGroup.css';

export interface CheckboxGroupProps extends Omit<
  AriaCheckboxGroupProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The question the boxes answer ("Material", "Delivery extras"). */
  label: string;
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  /** Short options side by side, wrapping onto new lines. */
  orientation?: 'vertical' | 'horizontal';
  ref?: Ref<HTMLDivElement>;
}

/**
 * Several independent choices under one label (filter values, delivery extras). The selected
 * `value`s come back as an array; `isRequired` asks for at least one, in the shop's language.
 */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  orientation = 'vertical',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={styles.root}>
      <Label className={fieldStyles.label}>{label}</Label>
      {description !== undefined && (
        <Text slot="description" className={fieldStyles.description}>
          {description}
        </Text>
      )}
      <div
        className={
          orientation === 'horizontal' ? `${styles.options} ${styles.horizontal}` : styles.options
        }
      >
        {children}
      </div>
      <FieldErrorMessage errorMessage={errorMessage} choice />
    </AriaCheckboxGroup>
  );
}
