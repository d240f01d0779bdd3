'use client';

import { useIntl } from '@dar/i18n/react';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { PasswordField } from '../../../PasswordField';
import { PASSWORD_MIN_LENGTH, useFieldRules } from '../../../validation';
import * as styles from './PasswordChangeForm.css';

/**
 * What the server answered `updateCustomerPassword` with: InvalidCredentialsError for a wrong
 * current password, PasswordValidationError (with its `validationErrorMessage`) for a new password
 * the shop refuses, or any other ErrorResult's translated message.
 */
export type PasswordChangeError =
  | { kind: 'wrong-current-password' }
  | { kind: 'invalid-password'; validationMessage?: string | null }
  | { kind: 'other'; message: string };

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordChangeFormProps {
  onSubmit: (values: PasswordChangeValues) => void;
  isPending?: boolean;
  error?: PasswordChangeError | null;
  /** The password was changed: the form says so. */
  succeeded?: boolean;
}

/**
 * The password change of `/profile/password` (docs/product-spec.md §3 form, §5 rules): the current password as the
 * shopper set it, the new one in English without spaces, and its confirmation, which must match.
 * A server error shows on the field it concerns and keeps what was typed; it goes once that field
 * is edited.
 */
export function PasswordChangeForm({
  onSubmit,
  isPending = false,
  error = null,
  succeeded = false,
}: PasswordChangeFormProps) {
  const intl = useIntl();
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const rules = useFieldRules();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  // One validator per new password, so the confirmation field is not re-validated on every render.
  const matchesNewPassword = useMemo(() => rules.matches(newPassword), [rules, newPassword]);
  // The error the shopper has answered by editing the field it concerns.
  const [answered, setAnswered] = useState<PasswordChangeError | null>(null);
  const shown = error !== answered ? error : null;

  const currentError =
    shown?.kind === 'wrong-current-password' ? say('account.password.wrongCurrent') : undefined;
  const newError =
    shown?.kind === 'invalid-password'
      ? shown.validationMessage
        ? say('account.password.invalidWithReason', { reason: shown.validationMessage })
        : say('account.password.invalid')
      : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    setAnswered(null);
    onSubmit({ currentPassword, newPassword });
  };

  return (
    <Form className={styles.form} onSubmit={submit}>
      <Heading level={1}>{say('account.password.title')}</Heading>
      {succeeded && !shown && (
        <InlineAlert intl={intl} tone="success" isLive>
          {say('account.password.success')}
        </InlineAlert>
      )}
      {shown?.kind === 'other' && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {shown.message}
        </InlineAlert>
      )}
      <PasswordField
        label={say('account.password.current')}
        name="currentPassword"
        autoComplete="current-password"
        checkCharacters={false}
        isRequired
        value={currentPassword}
        onChange={(value) => {
          setCurrentPassword(value);
          if (currentError) setAnswered(error);
        }}
        isInvalid={currentError !== undefined ? true : undefined}
        errorMessage={currentError}
      />
      <PasswordField
        label={say('account.password.new')}
        name="newPassword"
        autoComplete="new-password"
        description={say('account.password.rules')}
        minLength={PASSWORD_MIN_LENGTH}
        isRequired
        value={newPassword}
        onChange={(value) => {
          setNewPassword(value);
          if (newError) setAnswered(error);
        }}
        isInvalid={newError !== undefined ? true : undefined}
        errorMessage={newError}
      />
      <PasswordField
        label={say('account.password.confirm')}
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={setConfirmation}
        validate={matchesNewPassword}
      />
      <div>
        <Button type="submit" isPending={isPending} pendingLabel={say('account.password.pending')}>
          {say('account.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
