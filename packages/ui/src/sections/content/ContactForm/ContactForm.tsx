'use client';

import { useIntl } from '@dar/i18n/react';
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { Heading } from '../../../Heading';
import { InlineAlert } from '../../../InlineAlert';
import { Text } from '../../../Text';
import { TextArea } from '../../../TextArea';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import * as styles from './ContactForm.css';

export interface ContactValues {
  name: string;
  email: string;
  message: string;
}

export interface ContactFormProps {
  /**
   * Called with what the shopper typed once every field passes its checks (after hydration: the
   * form then sends without a page load).
   */
  onSubmit: (values: ContactValues) => void;
  /**
   * The form's action (a Server Action's, typically): a press before the page's scripts have run,
   * or with JavaScript off, posts the form to it natively — one ordinary form submission — and the
   * answer is the page with the outcome. Pass the shopper's text back as `defaultValues`.
   */
  action?: (form: FormData) => void;
  /** What the shopper typed, as the server got it: the fields start with it. */
  defaultValues?: ContactValues;
  isPending?: boolean;
  /**
   * How the last `contactUs` call ended: `sent` thanks the shopper ("Thank you for contacting us");
   * `failed` says "There was a problem, please try again" and keeps what was typed.
   */
  result?: 'sent' | 'failed';
  /** The server's ContactValidationError violations, shown on their fields. */
  fieldErrors?: Partial<Record<keyof ContactValues, string>>;
  /** After `sent`: clear the thanks and write again. */
  onSendAnother?: () => void;
  titleLevel?: 1 | 2;
}

/** The contact form (/contact-us): name, email and message. */
export function ContactForm({
  onSubmit,
  action,
  defaultValues,
  isPending = false,
  result,
  fieldErrors,
  onSendAnother,
  titleLevel = 1,
}: ContactFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const [values, setValues] = useState<ContactValues>(
    defaultValues ?? { name: '', email: '', message: '' },
  );
  // A server error leaves its field as soon as the shopper edits it: left on the native input, it
  // would make the browser refuse the next submit without saying why.
  const [edited, setEdited] = useState<ReadonlySet<keyof ContactValues>>(new Set());
  const [errorsSeen, setErrorsSeen] = useState(fieldErrors);
  if (errorsSeen !== fieldErrors) {
    setErrorsSeen(fieldErrors);
    setEdited(new Set());
  }
  const serverErrors =
    fieldErrors &&
    Object.fromEntries(
      Object.entries(fieldErrors).filter(([field]) => !edited.has(field as keyof ContactValues)),
    );
  const set = (field: keyof ContactValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldErrors?.[field] !== undefined && !edited.has(field)) {
      setEdited((current) => new Set(current).add(field));
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    onSubmit(values);
  };

  const header = (
    <div className={styles.header}>
      <Heading level={titleLevel} size="lg">
        {intl.formatMessage({ id: 'content.contact.title' })}
      </Heading>
      <Text tone="secondary">{intl.formatMessage({ id: 'content.contact.intro' })}</Text>
    </div>
  );

  if (result === 'sent') {
    return (
      <div className={styles.root}>
        {header}
        <InlineAlert
          intl={intl}
          tone="success"
          isLive
          title={intl.formatMessage({ id: 'content.contact.success' })}
        >
          {intl.formatMessage({ id: 'content.contact.successBody' }, { email: values.email })}
        </InlineAlert>
        {onSendAnother && (
          <div>
            <Button
              variant="secondary"
              onPress={() => {
                setValues({ name: '', email: '', message: '' });
                onSendAnother();
              }}
            >
              {intl.formatMessage({ id: 'content.contact.sendAnother' })}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <Form
      className={styles.root}
      // Before hydration (or without JavaScript) the browser posts the form to the action.
      action={action}
      onSubmit={submit}
      validationErrors={serverErrors}
      aria-busy={isPending || undefined}
    >
      {header}
      {result === 'failed' && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {intl.formatMessage({ id: 'content.contact.error' })}
        </InlineAlert>
      )}
      <div className={styles.pair}>
        <TextField
          name="name"
          autoComplete="name"
          label={intl.formatMessage({ id: 'content.contact.name' })}
          value={values.name}
          onChange={set('name')}
          isRequired
        />
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'content.contact.email' })}
          value={values.email}
          onChange={set('email')}
          validate={rules.email}
          isRequired
        />
      </div>
      <TextArea
        name="message"
        rows={6}
        label={intl.formatMessage({ id: 'content.contact.message' })}
        value={values.message}
        onChange={set('message')}
        isRequired
      />
      <div>
        <Button type="submit" variant="primary" isPending={isPending}>
          {intl.formatMessage({ id: 'content.contact.submit' })}
        </Button>
      </div>
    </Form>
  );
}
