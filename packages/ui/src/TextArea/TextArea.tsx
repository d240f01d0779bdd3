'use client';

import type { Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Label,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { FieldErrorMessage, useMinLengthValidate } from '../TextField/fieldError';
import * as styles from '../TextField/TextField.css';

export interface TextAreaProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'render' | 'type'
> {
  /** The visible label; a placeholder is never a substitute. */
  label: string;
  /** Help under the field ("Landmarks help our driver find you"). */
  description?: string;
  /** Overrides the built-in, localized messages, e.g. with the server's answer. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Visible lines before it scrolls; the shopper can drag it taller. */
  rows?: number;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input (delivery notes, a review) with the same help and validation as TextField. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  ref,
  validate,
  ...props
}: TextAreaProps) {
  const checkLength = useMinLengthValidate(props.minLength, validate);
  return (
    <AriaTextField {...props} validate={checkLength} className={styles.root}>
      <Label className={styles.label}>{label}</Label>
      <AriaTextArea
        ref={ref}
        rows={rows}
        placeholder={placeholder}
        className={`${styles.control} ${styles.textArea}`}
      />
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorMessage errorMessage={errorMessage} minLength={props.minLength} />
    </AriaTextField>
  );
}
