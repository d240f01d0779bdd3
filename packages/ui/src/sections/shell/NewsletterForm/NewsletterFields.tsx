'use client';

import { useIntl } from '@dar/i18n/react';
import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';

import * as button from '../../../Button/Button.css';
import { InlineAlert } from '../../../InlineAlert';
import * as field from '../../../TextField/TextField.css';
import { checkEmail } from '../../../validation/rules';
import * as styles from './NewsletterForm.css';

/** What subscribing gave: `message` is the server's own, already translated, when it has one. */
export type NewsletterResult = { ok: true } | { ok: false; message?: string };

export type NewsletterStatus = 'idle' | 'pending' | 'success' | 'error';

/** A form action that subscribes the form's `email`: a Server Action, typically. */
export type NewsletterAction = (
  previous: NewsletterResult | null,
  form: FormData,
) => Promise<NewsletterResult>;

export interface NewsletterFieldsProps {
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
 * The newsletter's form, the footer's one client leaf besides its links: a native `<form>`,
 * `<input>` and `<button>` wearing `TextField`'s and `Button`'s looks, without React Aria (its
 * form, field, validation and button cost a page about 10 KB gzip, and the footer is on every page).
 * Before the code runs, or without JavaScript, the browser checks the field (required, an email) and
 * posts the form to `action` (which checks again); once it runs, the browser's bubbles give way to
 * messages in the page's language, the spec's email rule is checked too, as `TextField` does, and
 * the action or `onSubscribe` is called without a page load.
 */
export function NewsletterFields({
  action,
  onSubscribe,
  status,
  errorMessage,
}: NewsletterFieldsProps) {
  const intl = useIntl();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  // The field's error, shown from the first attempt to send, as React Aria's native validation.
  const [invalid, setInvalid] = useState<string | null>(null);
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
  // A new address the field refuses is the answer now: an earlier thanks or refusal gives way.
  const shown = invalid ? 'idle' : current;
  const failure =
    errorMessage ?? (action ? (result?.ok ? undefined : result?.message) : own.message);
  const pending = current === 'pending';

  /** The field's error in the page's language, in the order `TextField`'s error message uses. */
  function problem(input: HTMLInputElement): string | null {
    const rule = checkEmail(input.value);
    if (rule) return intl.formatMessage({ id: rule });
    if (input.validity.valueMissing) return intl.formatMessage({ id: 'ui.field.valueMissing' });
    if (input.validity.typeMismatch)
      return intl.formatMessage({ id: 'ui.field.typeMismatch' }, { type: 'email' });
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The browser's own checks passed (or the form would not submit); the spec's rule is ours.
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const error = problem(input);
    setInvalid(error);
    if (error) {
      input.focus();
      return;
    }
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
      const outcome = await onSubscribe(email);
      if (outcome === undefined) {
        setOwn({ status: 'idle' });
      } else if (outcome.ok) {
        setOwn({ status: 'success' });
        setEmail('');
      } else {
        setOwn({ status: 'error', message: outcome.message });
      }
    } catch {
      setOwn({ status: 'error' });
    }
  }

  return (
    <>
      <form
        className={styles.form}
        // Before hydration (or without JavaScript) the browser posts the form to the action.
        action={action ? formAction : undefined}
        onSubmit={submit}
        aria-busy={pending}
      >
        <div className={styles.field}>
          <div className={field.root} data-invalid={invalid ? true : undefined}>
            <label htmlFor={inputId} className={field.label}>
              {intl.formatMessage({ id: 'shell.newsletter.email' })}
            </label>
            <input
              id={inputId}
              className={field.control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              // An address reads left to right on an Arabic page too (as TextField's does for an email).
              dir="ltr"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onInvalid={(event) => {
                // The browser found the field invalid (required, not an email) and stopped the form:
                // its bubble, in the browser's language, gives way to the message in the page's.
                event.preventDefault();
                setInvalid(problem(event.currentTarget));
                event.currentTarget.focus();
              }}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            {invalid && (
              <span id={errorId} className={field.error}>
                {invalid}
              </span>
            )}
          </div>
        </div>
        <div className={styles.submit}>
          <button
            type="submit"
            className={button.button({ variant: 'primary' })}
            disabled={pending}
          >
            <span className={button.label}>
              {intl.formatMessage({
                id: pending ? 'shell.newsletter.pending' : 'shell.newsletter.submit',
              })}
            </span>
          </button>
        </div>
      </form>
      <div role="status">
        {shown === 'success' && (
          <InlineAlert intl={intl} tone="success">
            {intl.formatMessage({ id: 'shell.newsletter.success' })}
          </InlineAlert>
        )}
      </div>
      {shown === 'error' && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {failure ?? intl.formatMessage({ id: 'shell.newsletter.error' })}
        </InlineAlert>
      )}
    </>
  );
}
