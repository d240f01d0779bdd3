'use client';

import { useIntl } from '@dar/i18n/react';
import { ContactForm, InlineAlert, Stack, type ContactValues } from '@dar/ui';
import { startTransition, useActionState, useState } from 'react';
import type { ContactActionResult } from './contact-action';

type ContactAction = (
  previous: ContactActionResult | null,
  form: FormData,
) => Promise<ContactActionResult>;

/**
 * The contact form on `/contact-us`: posts to the Server Action (`sendContact`, bound to the page's
 * language) with `useActionState`, so before hydration or without JavaScript a press is one form
 * submission whose answer is the page with the outcome; once hydrated it sends without a page load.
 * It shows how sending ended — the thanks, the server's message on each broken field, the rate
 * limit's wait, or "There was a problem, please try again" — and keeps what the shopper typed.
 */
export function ContactView({ action }: { action: ContactAction }) {
  const intl = useIntl();
  const [outcome, formAction, isPending] = useActionState(action, null);
  // "Send another" after the thanks: the outcome stays the action's, so it is set aside here.
  const [dismissed, setDismissed] = useState<ContactActionResult | null>(null);
  const shown = outcome === dismissed ? null : outcome;
  const submit = (values: ContactValues) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    // Dispatched here rather than by React's form action, which would reset the form afterwards.
    startTransition(() => formAction(form));
  };
  return (
    <Stack gap="md">
      <ContactForm
        onSubmit={submit}
        action={formAction}
        {...(outcome ? { defaultValues: outcome.values } : {})}
        isPending={isPending}
        result={
          shown?.status === 'sent' ? 'sent' : shown?.status === 'failed' ? 'failed' : undefined
        }
        {...(shown?.status === 'invalid' ? { fieldErrors: shown.fieldErrors } : {})}
        onSendAnother={() => setDismissed(outcome)}
      />
      {shown?.status === 'rateLimited' && (
        <InlineAlert intl={intl} tone="danger" isLive>
          {shown.message}
        </InlineAlert>
      )}
    </Stack>
  );
}
