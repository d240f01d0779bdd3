'use server';

import { sendContactMessage, type ContactField } from '@dar/commerce-hooks/server';
import { isLocale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { headers } from 'next/headers';
import { clientAddressHeaders } from '../client-address';

/** How sending ended, with every text already in the page's language. */
export type ContactActionResult =
  | { status: 'sent' }
  /** The server's rules (docs/product-spec.md §5) broken: each field's message, shown on the field. */
  | { status: 'invalid'; fieldErrors: Partial<Record<ContactField, string>> }
  /** Too many messages: the rate limit's message, with how long to wait. */
  | { status: 'rateLimited'; message: string }
  /** Anything else: "There was a problem, please try again" (docs/product-spec.md §8). */
  | { status: 'failed' };

// Well past the server's own limits (name 100, message 2,000): a longer value is not a shopper's.
const MAX_FIELD_LENGTH = 5000;

const field = (value: unknown) =>
  typeof value === 'string' && value.length <= MAX_FIELD_LENGTH ? value : undefined;

/**
 * The contact form's Server Action: sends `contactUs` from the storefront's server, so the
 * browser loads no Shop API client for one form. A Server Action is a public endpoint, so its
 * arguments are checked like any request's; the shopper's address goes along for the rate limit.
 */
export async function sendContact(locale: unknown, values: unknown): Promise<ContactActionResult> {
  const input =
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  const name = field(input.name);
  const email = field(input.email);
  const message = field(input.message);
  if (!isLocale(locale) || name === undefined || email === undefined || message === undefined) {
    return { status: 'failed' };
  }
  const clientHeaders = clientAddressHeaders(await headers());
  try {
    const result = await sendContactMessage(locale, { name, email, message }, { clientHeaders });
    if (result.ok) return { status: 'sent' };
    if (result.errorCode === 'RATE_LIMITED_ERROR') {
      return {
        status: 'rateLimited',
        message: getIntl(locale).formatMessage({ id: result.messageId }, result.values),
      };
    }
    if (Object.keys(result.fieldErrors).length > 0) {
      return { status: 'invalid', fieldErrors: result.fieldErrors };
    }
    return { status: 'failed' };
  } catch {
    // The commerce server unreachable or failing: the fetcher has logged it (docs/product-spec.md §8).
    return { status: 'failed' };
  }
}
