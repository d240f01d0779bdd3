'use client';

import { useIntl } from '@dar/i18n/react';
import { useMemo, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { PasswordField } from '../../../PasswordField';
import { PASSWORD_MIN_LENGTH, useFieldRules } from '../../../validation';
import { describeAuthFailure, type AuthFailure } from '../shared/authFailure';
import * as styles from '../shared/form.css';

export interface ResetPasswordFormProps {
  /** Called with the new password once it passes the rules and the confirmation matches. */
  onSubmit: (values: { password: string }) => void;
  isPending?: boolean;
  /**
   * The failed `resetPassword` call: PasswordValidationError on the new password, an invalid or
   * expired token above the form (with the way back to ask for a new code).
   */
  error?: AuthFailure;
  /** Where to ask for a new code when the token is no longer good. */
  forgotPasswordHref: string;
  titleLevel?: 1 | 2;
}

/** Last step of password recovery (/auth/reset-password): the new password, twice. */
export function ResetPasswordForm({
  onSubmit,
  isPending = false,
  error,
  forgotPasswordHref,
  titleLevel = 1,
}: ResetPasswordFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const failure = error ? describeAuthFailure(error, ['password']) : null;
  const failureText = failure ? intl.formatMessage({ id: failure.id }, failure.values) : '';
  const serverErrors = useMemo(
    () => (failure?.field ? { [failure.field]: failureText } : {}),
    [failure?.field, failureText],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit({ password });
  };

  return (
    <Form
      className={styles.root}
      onSubmit={submit}
      validationErrors={serverErrors}
      aria-busy={isPending || undefined}
    >
      <Heading level={titleLevel} size="lg">
        {intl.formatMessage({ id: 'auth.reset.title' })}
      </Heading>
      {failure && !failure.field && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {failureText}{' '}
          <Link href={forgotPasswordHref}>{intl.formatMessage({ id: 'auth.code.resend' })}</Link>
        </InlineAlert>
      )}
      <div className={styles.fields}>
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'auth.reset.password' })}
          description={intl.formatMessage({ id: 'auth.signUp.passwordHelp' })}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={setPassword}
          isRequired
        />
        <PasswordField
          name="confirmation"
          label={intl.formatMessage({ id: 'auth.reset.confirm' })}
          autoComplete="new-password"
          // The first field already says what is wrong with the characters.
          checkCharacters={false}
          value={confirmation}
          onChange={setConfirmation}
          validate={rules.matches(password)}
          isRequired
        />
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {intl.formatMessage({ id: 'auth.reset.submit' })}
      </Button>
    </Form>
  );
}
