'use client';

import { useIntl } from '@dar/i18n/react';
import { FieldError, type ValidationResult } from 'react-aria-components';

type ValidationError = string | string[];
import * as styles from './TextField.css';

interface FieldErrorMessageProps {
  /** A message from the caller (a server answer); wins over the browser's checks. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  type?: string;
  minLength?: number;
  /** A group of choices (radios, checkboxes, a select) asks to choose, not to fill in. */
  choice?: boolean;
}

/**
 * The field's error in the shop's language: the browser's own constraint messages follow the
 * browser's language, not the page's, so known failures are mapped onto our catalogue. Errors from
 * a `validate` function are the caller's words and are shown as given.
 */
export function FieldErrorMessage({
  errorMessage,
  type,
  minLength,
  choice = false,
}: FieldErrorMessageProps) {
  const intl = useIntl();
  return (
    <FieldError className={styles.error}>
      {(validation) => {
        if (typeof errorMessage === 'function') return errorMessage(validation);
        if (errorMessage) return errorMessage;
        const { validationDetails: details, validationErrors } = validation;
        if (details.customError && validationErrors.length > 0) return validationErrors.join(' ');
        if (details.valueMissing)
          return intl.formatMessage({
            id: choice ? 'ui.field.selectionMissing' : 'ui.field.valueMissing',
          });
        if (details.typeMismatch)
          return intl.formatMessage({ id: 'ui.field.typeMismatch' }, { type: type ?? 'text' });
        if (details.tooShort)
          return intl.formatMessage({ id: 'ui.field.tooShort' }, { minLength: minLength ?? 0 });
        if (details.patternMismatch) return intl.formatMessage({ id: 'ui.field.patternMismatch' });
        if (validationErrors.length > 0) return validationErrors.join(' ');
        return intl.formatMessage({ id: 'ui.field.invalid' });
      }}
    </FieldError>
  );
}

/**
 * Browsers report `tooShort` only after a real keystroke, never for a prefilled or autofilled value,
 * so the minimum length is checked here as well; the caller's `validate` runs after it.
 */
export function useMinLengthValidate(
  minLength: number | undefined,
  validate: ((value: string) => ValidationError | true | null | undefined) | undefined,
) {
  const intl = useIntl();
  return (value: string) => {
    if (minLength !== undefined && value.length > 0 && value.length < minLength)
      return intl.formatMessage({ id: 'ui.field.tooShort' }, { minLength });
    return validate?.(value);
  };
}
