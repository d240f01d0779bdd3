'use client';

import { useIntl } from '@dar/i18n/react';
import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';

import { Button } from '../../../Button';
import { InlineAlert } from '../../../InlineAlert';
import { TextField } from '../../../TextField';
import { useFieldRules } from '../../../validation';
import * as styles from './NewsletterForm.css';

/** What subscribing gave: `message` is the server's own, already translated, when it has one. */
export type NewsletterResult = { ok: true } | { ok: false; message?: string };

export type NewsletterStatus = 'idle' | 'pending' | 'success' | 'error';

export interface NewsletterFormProps {
  /**
   * Called with a valid address. Its result (or promise of one) sets the form's state; a caller that
   * tracks the request itself passes `status` instead and may return nothing.
   */
  onSubscribe: (email: string) => Promise<NewsletterResult> | NewsletterResult | void;
  /** The state, when the caller owns it (a server action's pending flag). */
  status?: NewsletterStatus;
  /** Replaces the default failure text, e.g. with the server's message. */
  errorMessage?: string;
}

/**
 * The footer's newsletter sign-up (spec §1): one email field with the spec's email rule (no capitals
 * or spaces, §5), a pending button while the request runs, then a thank-you or a failure message.
 * A failure keeps what the shopper typed so they can try again.
 */
export function NewsletterForm({ onSubscribe, status, errorMessage }: NewsletterFormProps) {
  const intl = useIntl();
  const rules = useFieldRules();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [own, setOwn] = useState<{ status: NewsletterStatus; message?: string }>({
    status: 'idle',
  });
  const current = status ?? own.status;
  const failure = errorMessage ?? own.message;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
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
      <Form className={styles.form} onSubmit={submit} aria-busy={current === 'pending'}>
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
          <InlineAlert tone="success">
            {intl.formatMessage({ id: 'shell.newsletter.success' })}
          </InlineAlert>
        )}
      </div>
      {current === 'error' && (
        <InlineAlert tone="danger" isLive>
          {failure ?? intl.formatMessage({ id: 'shell.newsletter.error' })}
        </InlineAlert>
      )}
    </section>
  );
}
