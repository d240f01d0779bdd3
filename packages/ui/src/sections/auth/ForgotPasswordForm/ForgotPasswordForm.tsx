'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { LinkButton } from '../../../LinkButton';
import { Text } from '../../../Text';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import { describeAuthFailure, type AuthFailure } from '../shared/authFailure';
import * as styles from '../shared/form.css';

export interface ForgotPasswordFormProps {
  /** Called with the email once it passes its checks. */
  onSubmit: (values: { email: string }) => void;
  isPending?: boolean;
  /** The failed `requestPasswordResetCode` call (e.g. RateLimitedError); the email stays. */
  error?: AuthFailure;
  /** Set once the code is sent: the form gives way to "Password-recovery email sent". */
  sentTo?: string;
  /** The code-entry screen, offered once the email is sent. */
  codeHref?: string;
  signInHref: string;
  titleLevel?: 1 | 2;
}

/** First step of password recovery (/auth/forget-password): the email the code goes to. */
export function ForgotPasswordForm({
  onSubmit,
  isPending = false,
  error,
  sentTo,
  codeHref,
  signInHref,
  titleLevel = 1,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const [email, setEmail] = useState(sentTo ?? '');
  const failure = error ? describeAuthFailure(error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit({ email });
  };

  const header = (
    <div className={styles.header}>
      <Heading level={titleLevel} size="lg">
        {intl.formatMessage({ id: 'auth.forgot.title' })}
      </Heading>
      {sentTo === undefined && (
        <Text tone="secondary">{intl.formatMessage({ id: 'auth.forgot.intro' })}</Text>
      )}
    </div>
  );
  const backToSignIn = (
    <div className={styles.footer}>
      <Link href={signInHref} variant="standalone">
        {intl.formatMessage({ id: 'auth.forgot.backToSignIn' })}
      </Link>
    </div>
  );

  if (sentTo !== undefined) {
    return (
      <div className={styles.root}>
        {header}
        <InlineAlert
          intl={intl}
          tone="success"
          isLive
          title={intl.formatMessage({ id: 'auth.forgot.sent' })}
        >
          {intl.formatMessage({ id: 'auth.forgot.sentBody' }, { email: sentTo })}
        </InlineAlert>
        {codeHref !== undefined && (
          <LinkButton href={codeHref} variant="primary" fullWidth>
            {intl.formatMessage({ id: 'auth.code.title' })}
          </LinkButton>
        )}
        {backToSignIn}
      </div>
    );
  }

  return (
    <Form className={styles.root} onSubmit={submit} aria-busy={isPending || undefined}>
      {header}
      {failure && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage({ id: failure.id }, failure.values)}
        </InlineAlert>
      )}
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        label={intl.formatMessage({ id: 'auth.field.email' })}
        value={email}
        onChange={setEmail}
        validate={rules.email}
        isRequired
      />
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {intl.formatMessage({ id: 'auth.forgot.submit' })}
      </Button>
      {backToSignIn}
    </Form>
  );
}
