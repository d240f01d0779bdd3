'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type Ref } from 'react';
import {
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  ToggleButton,
  type ValidationResult,
} from 'react-aria-components';

import { FieldErrorMessage, useMinLengthValidate } from '../TextField/fieldError';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'render' | 'type' | 'inputMode'
> {
  /** The visible label ("Password", "New password"). */
  label: string;
  /** Help under the field, e.g. the password rules. */
  description?: string;
  /** Overrides the built-in, localized messages, e.g. with the server's PasswordValidationError. */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /**
   * `current-password` on sign-in, `new-password` on sign-up and reset, so password managers offer
   * the right thing.
   */
  autoComplete?: 'current-password' | 'new-password';
  /**
   * The spec's rules: no spaces and English only (Latin letters, digits and symbols), shown in the
   * shop's language as the shopper types. On by default; turn off for a current password, which is
   * whatever the shopper set long ago.
   */
  checkCharacters?: boolean;
  ref?: Ref<HTMLInputElement>;
}

// Printable ASCII without the space: Latin letters, digits and symbols.
const englishOnly = /^[\x21-\x7e]*$/;

/**
 * A password input with a show/hide toggle. The toggle is a pressed/unpressed button with one
 * fixed name ("Show password"), so a screen reader says whether the password is visible.
 * Passwords are English-only (docs/product-spec.md §5), so the text runs left-to-right in both directions.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  autoComplete = 'current-password',
  checkCharacters = true,
  validate,
  ref,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  const checkLengthAndCaller = useMinLengthValidate(props.minLength, validate);
  // The character rules come first: "no spaces" says more than "too short" about "my sofa".
  const checkAll = (value: string) => {
    if (checkCharacters && value.length > 0) {
      if (/\s/.test(value)) return intl.formatMessage({ id: 'ui.password.noSpaces' });
      if (!englishOnly.test(value)) return intl.formatMessage({ id: 'ui.password.englishOnly' });
    }
    return checkLengthAndCaller(value);
  };
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      validate={checkAll}
      className={fieldStyles.root}
    >
      {({ isInvalid }) => (
        <>
          <Label className={fieldStyles.label}>{label}</Label>
          <Group className={styles.group} isDisabled={props.isDisabled} isInvalid={isInvalid}>
            <Input
              ref={ref}
              className={styles.input}
              placeholder={placeholder}
              autoComplete={autoComplete}
              // Spell-checkers and auto-capitalisation would alter or leak a visible password.
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              dir="ltr"
            />
            <ToggleButton
              className={styles.inlineButton}
              isSelected={visible}
              onChange={setVisible}
              isDisabled={props.isDisabled}
              aria-label={intl.formatMessage({ id: 'ui.password.show' })}
            >
              <svg
                className={styles.icon}
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
              >
                <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
                <circle cx="12" cy="12" r="3" />
                {visible && <path d="M3 3l18 18" />}
              </svg>
            </ToggleButton>
          </Group>
          {description !== undefined && (
            <Text slot="description" className={fieldStyles.description}>
              {description}
            </Text>
          )}
          <FieldErrorMessage errorMessage={errorMessage} minLength={props.minLength} />
        </>
      )}
    </AriaTextField>
  );
}
