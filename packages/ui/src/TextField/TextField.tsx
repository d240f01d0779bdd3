'use client';

import type { Ref } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  Label,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { FieldErrorMessage, useMinLengthValidate } from './fieldError';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'render'
> {
  /** The visible label; a placeholder is never a substitute. */
  label: string;
  /** Help under the label's field ("We call this number to arrange delivery"). */
  description?: string;
  /** Overrides the built-in, localized messages, e.g. with the server's answer. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  /** The keyboard phones show: `numeric` for a code, `tel` for a phone number. */
  inputMode?: 'text' | 'numeric' | 'tel' | 'email' | 'url' | 'search';
  ref?: Ref<HTMLInputElement>;
}

/**
 * What is typed in these reads left to right on an Arabic page too (an address, a number, a
 * password): the input says so, as the phone number's does, so it is neither reordered nor
 * aligned to the right while typed.
 */
const LEFT_TO_RIGHT = new Set<TextFieldProps['type']>(['email', 'url', 'tel', 'password']);

/**
 * A labelled one-line input with help text and validation (React Aria's TextField). Required, type,
 * length and pattern errors are shown in the shop's language; `validate` adds the caller's own.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  ref,
  validate,
  ...props
}: TextFieldProps) {
  const checkLength = useMinLengthValidate(props.minLength, validate);
  return (
    <AriaTextField {...props} validate={checkLength} className={styles.root}>
      <Label className={styles.label}>{label}</Label>
      <Input
        ref={ref}
        className={styles.control}
        placeholder={placeholder}
        inputMode={inputMode}
        dir={props.type !== undefined && LEFT_TO_RIGHT.has(props.type) ? 'ltr' : undefined}
      />
      {description !== undefined && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldErrorMessage
        errorMessage={errorMessage}
        type={props.type}
        minLength={props.minLength}
      />
    </AriaTextField>
  );
}
