'use client';

import { useIntl } from '@dar/i18n/react';
import type { Ref } from 'react';
import {
  Button,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Text,
  type ValidationResult,
} from 'react-aria-components';

import { FieldErrorMessage } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import * as hiddenStyles from '../VisuallyHidden/VisuallyHidden.css';
import * as passwordStyles from '../PasswordField/PasswordField.css';
import { StepGlyph } from './StepGlyph';
import * as styles from './NumberField.css';

export interface NumberFieldProps extends Omit<
  AriaNumberFieldProps,
  'children' | 'className' | 'style' | 'render' | 'formatOptions'
> {
  /** "Quantity"; also read out for the − and + buttons' field. */
  label: string;
  /** A cart line has no room for a visible label; it is still read out. */
  hideLabel?: boolean;
  /** "Only 3 left in stock". */
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  ref?: Ref<HTMLInputElement>;
}

/**
 * A quantity stepper: − and + buttons around a whole number, bounded by `minValue` (1 by default)
 * and `maxValue` (the stock). Arrow keys, Page Up/Down, Home and End step it; the number is written
 * with the locale's digits (Arabic-Indic in Arabic), and typing either kind of digit works.
 */
export function NumberField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  minValue = 1,
  ref,
  ...props
}: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField
      // React Aria's own would be "Increase" + the label; a stepper's buttons say what they change.
      incrementAriaLabel={intl.formatMessage({ id: 'ui.quantity.increase' })}
      decrementAriaLabel={intl.formatMessage({ id: 'ui.quantity.decrease' })}
      {...props}
      minValue={minValue}
      // Quantities are whole pieces; no grouping so "1000" is not read as a price.
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      className={fieldStyles.root}
    >
      {({ isInvalid }) => (
        <>
          <Label className={hideLabel ? hiddenStyles.root : fieldStyles.label}>{label}</Label>
          <Group className={styles.group} isInvalid={isInvalid}>
            <Button slot="decrement" className={`${passwordStyles.inlineButton} ${styles.step}`}>
              <StepGlyph step="decrement" />
            </Button>
            <Input ref={ref} className={styles.input} />
            <Button slot="increment" className={`${passwordStyles.inlineButton} ${styles.step}`}>
              <StepGlyph step="increment" />
            </Button>
          </Group>
          {description !== undefined && (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          )}
          <FieldErrorMessage errorMessage={errorMessage} />
        </>
      )}
    </AriaNumberField>
  );
}
