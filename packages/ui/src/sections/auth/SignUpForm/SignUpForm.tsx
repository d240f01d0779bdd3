'use client';

import { useIntl } from '@dar/i18n/react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Checkbox } from '../../../Checkbox';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Link } from '../../../Link';
import { PasswordField } from '../../../PasswordField';
import { Text } from '../../../Text';
import { TextField } from '../../../TextField';
import { PASSWORD_MIN_LENGTH, useFieldRules } from '../../../validation';
import {
  describeAuthFailure,
  placeViolations,
  type AuthFailure,
  type AuthFailureField,
} from '../shared/authFailure';
import * as styles from '../shared/form.css';

export interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Always true: the form cannot be sent without it. */
  acceptsTerms: true;
  /** The opt-in for marketing email. */
  acceptsMarketing: boolean;
}

export interface SignUpFormProps {
  /** Called with what the shopper typed once every field passes and the terms are agreed. */
  onSubmit: (values: SignUpValues) => void;
  isPending?: boolean;
  /**
   * The failed `registerCustomerAccount` call. PasswordValidationError (with the server's reason)
   * is shown on the password field, an email already in use on the email field, each violation of
   * a RegistrationValidationError on the field it names, anything else above the form; what the
   * shopper typed stays.
   */
  error?: AuthFailure;
  termsHref: string;
  signInHref: string;
  titleLevel?: 1 | 2;
}

/** The fields a server refusal can be shown on. */
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
const NONE: readonly string[] = [];

/** The sign-up screen (/auth/register). */
export function SignUpForm({
  onSubmit,
  isPending = false,
  error,
  termsHref,
  signInHref,
  titleLevel = 1,
}: SignUpFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const termsErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptsTerms, setAcceptsTerms] = useState(false);
  const [acceptsMarketing, setAcceptsMarketing] = useState(false);
  const [triedToSubmit, setTriedToSubmit] = useState(false);

  // The browser stops a submit with invalid fields before `onSubmit` runs and fires `invalid` on
  // each of them (it does not bubble, hence capture): that is the moment to say the terms are
  // missing too, together with the other fields' messages.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInvalid = () => setTriedToSubmit(true);
    form.addEventListener('invalid', onInvalid, true);
    return () => form.removeEventListener('invalid', onInvalid, true);
  }, []);

  const failure = error ? describeAuthFailure(error, FORM_FIELDS) : null;
  const failureText = failure ? intl.formatMessage({ id: failure.id }, failure.values) : '';
  const violations = useMemo(() => placeViolations(error, FORM_FIELDS), [error]);
  // The fields edited since this error came back: their server messages go at once, as the
  // shopper types. React Aria would clear them only when the field commits (on blur), after the
  // browser had already refused the next press of "Create account" with the stale message.
  const [edited, setEdited] = useState<{ error?: AuthFailure; fields: readonly string[] }>({
    fields: NONE,
  });
  const editedFields = edited.error === error ? edited.fields : NONE;
  const editing = (field: AuthFailureField, set: (value: string) => void) => (value: string) => {
    set(value);
    if (!editedFields.includes(field)) setEdited({ error, fields: [...editedFields, field] });
  };
  // React Aria shows these on the named fields.
  const serverErrors = useMemo(() => {
    const all = failure?.field ? { [failure.field]: failureText } : violations.onFields;
    return Object.fromEntries(
      Object.entries(all).filter(([field]) => !editedFields.includes(field)),
    );
  }, [failure?.field, failureText, violations, editedFields]);
  // Above the form: "correct the fields marked below", or the messages no field here can show.
  const alertText = violations.elsewhere.length > 0 ? violations.elsewhere.join(' ') : failureText;
  const termsMissing = triedToSubmit && !acceptsTerms;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
    if (isPending || !acceptsTerms) return;
    onSubmit({ firstName, lastName, email, password, acceptsTerms: true, acceptsMarketing });
  };

  return (
    <Form
      ref={formRef}
      className={styles.root}
      onSubmit={submit}
      validationErrors={serverErrors}
      aria-busy={isPending || undefined}
    >
      <Heading level={titleLevel} size="lg">
        {intl.formatMessage({ id: 'auth.signUp.title' })}
      </Heading>
      {failure && !failure.field && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {alertText}
        </InlineAlert>
      )}
      <div className={styles.fields}>
        <div className={styles.pair}>
          <TextField
            name="firstName"
            autoComplete="given-name"
            label={intl.formatMessage({ id: 'auth.field.firstName' })}
            value={firstName}
            onChange={editing('firstName', setFirstName)}
            validate={rules.firstName}
            isRequired
          />
          <TextField
            name="lastName"
            autoComplete="family-name"
            label={intl.formatMessage({ id: 'auth.field.lastName' })}
            value={lastName}
            onChange={editing('lastName', setLastName)}
            validate={rules.lastName}
            isRequired
          />
        </div>
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          label={intl.formatMessage({ id: 'auth.field.email' })}
          value={email}
          onChange={editing('email', setEmail)}
          validate={rules.email}
          isRequired
        />
        <PasswordField
          name="password"
          label={intl.formatMessage({ id: 'auth.field.password' })}
          description={intl.formatMessage({ id: 'auth.signUp.passwordHelp' })}
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={password}
          onChange={editing('password', setPassword)}
          isRequired
        />
        <div className={styles.fields}>
          <div className={styles.choice}>
            <Checkbox
              name="acceptsTerms"
              isSelected={acceptsTerms}
              onChange={setAcceptsTerms}
              // Blocks the browser's submit like the other fields; the words are ours, below.
              validate={(agreed) =>
                agreed ? null : intl.formatMessage({ id: 'auth.signUp.termsRequired' })
              }
              aria-describedby={termsMissing ? termsErrorId : undefined}
            >
              {intl.formatMessage({ id: 'auth.signUp.terms' })}
            </Checkbox>
            {/* A new tab, so reading the terms never loses what the shopper has typed. */}
            <Link href={termsHref} variant="standalone" target="_blank">
              {intl.formatMessage({ id: 'auth.signUp.readTerms' })}
            </Link>
            {termsMissing && (
              <p id={termsErrorId} className={styles.fieldError}>
                {intl.formatMessage({ id: 'auth.signUp.termsRequired' })}
              </p>
            )}
          </div>
          <Checkbox
            name="acceptsMarketing"
            isSelected={acceptsMarketing}
            onChange={setAcceptsMarketing}
          >
            {intl.formatMessage({ id: 'auth.signUp.marketing' })}
          </Checkbox>
        </div>
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isPending}>
        {intl.formatMessage({ id: 'auth.signUp.submit' })}
      </Button>
      <div className={styles.footer}>
        <Text as="span" size="sm" tone="secondary">
          {intl.formatMessage({ id: 'auth.signUp.haveAccount' })}
        </Text>
        <Link href={signInHref} variant="standalone">
          {intl.formatMessage({ id: 'auth.signUp.signIn' })}
        </Link>
      </div>
    </Form>
  );
}
