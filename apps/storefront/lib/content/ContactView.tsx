'use client';

import type { Locale } from '@dar/i18n';
import { ContactForm, InlineAlert, Stack, type ContactValues } from '@dar/ui';
import { useState, useTransition } from 'react';
import { sendContact, type ContactActionResult } from './contact-action';

/**
 * The contact form on `/contact-us`: sends through the Server Action and shows how it ended —
 * the thanks, the server's message on each broken field, the rate limit's wait, or "There was a
 * problem, please try again". What the shopper typed stays in the form on every failure.
 */
export function ContactView({ locale }: { locale: Locale }) {
  const [outcome, setOutcome] = useState<ContactActionResult>();
  const [isPending, startTransition] = useTransition();
  const submit = (values: ContactValues) =>
    startTransition(async () => {
      try {
        setOutcome(await sendContact(locale, values));
      } catch {
        // The action itself could not be reached (offline, a new deployment).
        setOutcome({ status: 'failed' });
      }
    });
  return (
    <Stack gap="md">
      <ContactForm
        onSubmit={submit}
        isPending={isPending}
        result={
          outcome?.status === 'sent' ? 'sent' : outcome?.status === 'failed' ? 'failed' : undefined
        }
        {...(outcome?.status === 'invalid' ? { fieldErrors: outcome.fieldErrors } : {})}
        onSendAnother={() => setOutcome(undefined)}
      />
      {outcome?.status === 'rateLimited' && (
        <InlineAlert tone="danger" isLive>
          {outcome.message}
        </InlineAlert>
      )}
    </Stack>
  );
}
