'use client';

import { useIntl } from '@dar/i18n/react';
import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { InlineAlert } from '../../../InlineAlert';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import * as styles from './NewsletterForm.css';

/** What subscribing gave: `message` is the server's own, already translated, when it has one. */
export type NewsletterResult = { ok: true } | { ok: false; message?: string };

export type NewsletterStatus = 'idle' | 'pending' | 'success' | 'error';

/** A form action that subscribes the form's `email`: a Server Action, typically. */
export type NewsletterAction = (
  previous: NewsletterResult | null,
  form: FormData,
) => Promise<NewsletterResult>;

export interface NewsletterFormProps {
  /**
   * Subscribes as a form action (`useActionState`): the form posts to it natively, so a press before
   * the page's scripts have run, or with JavaScript off, is one ordinary form submission, and the
   * page comes back with the result. Once hydrated, the form checks the address first and calls the
   * action without a page load. Takes the place of `onSubscribe`.
   */
  action?: NewsletterAction;
  /**
   * Called with a valid address. Its result (or promise of one) sets the form's state; a caller that
   * tracks the request itself passes `status` instead and may return nothing.
   */
  onSubscribe?: (email: string) => Promise<NewsletterResult> | NewsletterResult | void;
  /** The state, when the caller owns it (a server action's pending flag). */
  status?: NewsletterStatus;
  /** Replaces the default failure text, e.g. with the server's message. */
  errorMessage?: string;
}

const noAction = async (): Promise<NewsletterResult | null> => null;

/**
 * The footer's newsletter sign-up (docs/product-spec.md §1): one email field with the spec's email rule (no capitals
 * or spaces, §5), a pending button while the request runs, then a thank-you or a failure message.
 * A failure keeps what the shopper typed so they can try again.
 */
export function NewsletterForm({ action, onSubscribe, status, errorMessage }: NewsletterFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [own, setOwn] = useState<{ status: NewsletterStatus; message?: string }>({
    status: 'idle',
  });
  const [result, formAction, actionPending] = useActionState<NewsletterResult | null, FormData>(
    action ?? noAction,
    null,
  );
  // A new result of the action: a subscribed address leaves the field (derived during render).
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setEmail('');
  }
  const fromAction: NewsletterStatus = actionPending
    ? 'pending'
    : result === null
      ? 'idle'
      : result.ok
        ? 'success'
        : 'error';
  const current = status ?? (action ? fromAction : own.status);
  const failure =
    errorMessage ?? (action ? (result?.ok ? undefined : result?.message) : own.message);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action) {
      // Dispatched here rather than by React's form action, which would reset the form afterwards:
      // a failure keeps what the shopper typed.
      const form = new FormData(event.currentTarget);
      startTransition(() => formAction(form));
      return;
    }
    if (!onSubscribe) return;
    setOwn({ status: 'pending' });
    try {
      const result = await onSubscribe(email);
      if (result === undefined) {
        setOwn({ status: 'idle' });
      } else if (result.ok) {
        setOwn({ status: 'success' });
        setEmail('');
      } else {
        setOwn({ status: 'error', message: result.message });
      }
    } catch {
      setOwn({ status: 'error' });
    }
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'shell.newsletter.title' })}
      </h2>
      <p className={styles.description}>
        {intl.formatMessage({ id: 'shell.newsletter.description' })}
      </p>
      <Form
        className={styles.form}
        // Before hydration (or without JavaScript) the browser posts the form to the action.
        action={action ? formAction : undefined}
        onSubmit={submit}
        aria-busy={current === 'pending'}
      >
        <div className={styles.field}>
          <TextField
            label={intl.formatMessage({ id: 'shell.newsletter.email' })}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            isRequired
            value={email}
            onChange={setEmail}
            validate={rules.email}
          />
        </div>
        <div className={styles.submit}>
          <Button type="submit" variant="primary" isDisabled={current === 'pending'}>
            {intl.formatMessage({
              id: current === 'pending' ? 'shell.newsletter.pending' : 'shell.newsletter.submit',
            })}
          </Button>
        </div>
      </Form>
      <div role="status">
        {current === 'success' && (
          <InlineAlert intl={intl} tone="success">
            {intl.formatMessage({ id: 'shell.newsletter.success' })}
          </InlineAlert>
        )}
      </div>
      {current === 'error' && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {failure ?? intl.formatMessage({ id: 'shell.newsletter.error' })}
        </InlineAlert>
      )}
    </section>
  );
}
