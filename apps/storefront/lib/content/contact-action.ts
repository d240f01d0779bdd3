'use server';

import { sendContactMessage, type ContactField } from '@dar/commerce-hooks/server';
import { isLocale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { ContactValues } from '@dar/ui';
import { headers } from 'next/headers';
import { clientAddressHeaders } from '../client-address';

/**
 * How sending ended, with every text already in the page's language, and what the shopper typed:
 * after a submission without scripts the answer is a new page, whose form is filled from it.
 */
export type ContactActionResult = { values: ContactValues } & (
  | { status: 'sent' }
  /** The server's rules (docs/product-spec.md §5) broken: each field's message, shown on the field. */
  | { status: 'invalid'; fieldErrors: Partial<Record<ContactField, string>> }
  /** Too many messages: the rate limit's message, with how long to wait. */
  | { status: 'rateLimited'; message: string }
  /** Anything else: "There was a problem, please try again" (docs/product-spec.md §8). */
  | { status: 'failed' }
);

// Well past the server's own limits (name 100, message 2,000): a longer value is not a shopper's.
const MAX_FIELD_LENGTH = 5000;

const field = (form: FormData, name: keyof ContactValues) => {
  const value = form.get(name);
  return typeof value === 'string' && value.length <= MAX_FIELD_LENGTH ? value : undefined;
};

/**
 * The contact form's Server Action (`useActionState` in `ContactView`): the form posts here whether
 * or not the page's scripts have run, so a press before hydration — or with JavaScript off — is one
 * ordinary form submission, and the page comes back with the outcome and the shopper's text. It
 * sends `contactUs` from the storefront's server, so the browser loads no Shop API client for one
 * form. A Server Action is a public endpoint, so its arguments are checked like any request's; the
 * shopper's address goes along for the rate limit.
 */
export async function sendContact(
  locale: unknown,
  _previous: ContactActionResult | null,
  form: FormData,
): Promise<ContactActionResult> {
  const name = field(form, 'name');
  const email = field(form, 'email');
  const message = field(form, 'message');
  if (!isLocale(locale) || name === undefined || email === undefined || message === undefined) {
    return {
      status: 'failed',
      values: { name: name ?? '', email: email ?? '', message: message ?? '' },
    };
  }
  const values = { name, email, message };
  const clientHeaders = clientAddressHeaders(await headers());
  try {
    const result = await sendContactMessage(locale, values, { clientHeaders });
    if (result.ok) return { status: 'sent', values };
    if (result.errorCode === 'RATE_LIMITED_ERROR') {
      return {
        status: 'rateLimited',
        message: getIntl(locale).formatMessage({ id: result.messageId }, result.values),
        values,
      };
    }
    if (Object.keys(result.fieldErrors).length > 0) {
      return { status: 'invalid', fieldErrors: result.fieldErrors, values };
    }
    return { status: 'failed', values };
  } catch {
    // The commerce server unreachable or failing: the fetcher has logged it (docs/product-spec.md §8).
    return { status: 'failed', values };
  }
}
