'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Checkbox } from '../../../Checkbox';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { PasswordField } from '../../../PasswordField';
import { Text } from '../../../Text';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import { describeAuthFailure, type AuthFailure } from '../shared/authFailure';
import * as styles from '../shared/form.css';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface SignInFormProps {
  /**
   * Called with what the shopper typed once every field passes its checks (after hydration: the
   * form then signs in without a page load).
   */
  onSubmit: (values: SignInValues) => void;
  /**
   * Where the form posts natively (`method="post"`): a press before the page's scripts have run,
   * or with JavaScript off, is one ordinary form submission to this URL, sent with `email`,
   * `password`, `rememberMe` and `hiddenFields`.
   */
  action?: string;
  /** Sent along with a native post, e.g. the page's language and where to go next. */
  hiddenFields?: Record<string, string>;
  /** While the sign-in call runs: the button shows progress and cannot be pressed again. */
  isPending?: boolean;
  /**
   * The failed `login` call (InvalidCredentialsError, NotVerifiedError, RateLimitedError…), shown
   * above the form; what the shopper typed stays in the fields.
   */
  error?: AuthFailure;
  forgotPasswordHref: string;
  registerHref: string;
  /** Prefills the email, e.g. after a password reset. */
  defaultEmail?: string;
  /** 1 on the sign-in page; 3 inside the login popup, under the popup's own title. */
  titleLevel?: 1 | 2 | 3;
}

/** The sign-in screen (/auth and the login popup): email, password, remember me. */
export function SignInForm({
  onSubmit,
  action,
  hiddenFields = {},
  isPending = false,
  error,
  forgotPasswordHref,
  registerHref,
  defaultEmail = '',
  titleLevel = 1,
}: SignInFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const failure = error ? describeAuthFailure(error) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit({ email, password, rememberMe });
  };

  return (
    <Form
      className={styles.root}
      // Before hydration (or without JavaScript) the browser posts the form to `action`.
      {...(action ? { action, method: 'post' as const } : {})}
      onSubmit={submit}
      aria-busy={isPending || undefined}
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Heading level={titleLevel} size="lg">
        {intl.formatMessage({ id: 'auth.signIn.title' })}
      </Heading>
      {failure && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage({ id: failure.id }, failure.values)}
        </InlineAlert>
      )}
      <div className={styles.fields}>
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
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'auth.field.password' })}
          autoComplete="current-password"
          // A password set long ago is whatever it is; the rules apply when one is chosen.
          checkCharacters={false}
          value={password}
          onChange={setPassword}
          isRequired
        />
        <div className={styles.spread}>
          <Checkbox name="rememberMe" isSelected={rememberMe} onChange={setRememberMe}>
            {intl.formatMessage({ id: 'auth.signIn.rememberMe' })}
          </Checkbox>
          <Link href={forgotPasswordHref} variant="standalone">
            {intl.formatMessage({ id: 'auth.signIn.forgotPassword' })}
          </Link>
        </div>
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {intl.formatMessage({ id: 'auth.signIn.submit' })}
      </Button>
      <div className={styles.footer}>
        <Text as="span" size="sm" tone="secondary">
          {intl.formatMessage({ id: 'auth.signIn.noAccount' })}
        </Text>
        <Link href={registerHref} variant="standalone">
          {intl.formatMessage({ id: 'auth.signIn.register' })}
        </Link>
      </div>
    </Form>
  );
}
