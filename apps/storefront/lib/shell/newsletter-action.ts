'use server';

import { subscribeToNewsletter } from '@dar/commerce-hooks/server';
import { isLocale } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { checkEmail, type NewsletterResult } from '@dar/ui';
import { headers } from 'next/headers';
import { clientAddressHeaders } from '../client-address';

// Far past any real address (the Shop API refuses longer ones anyway).
const MAX_EMAIL_LENGTH = 320;

/**
 * The footer's newsletter form as a Server Action (`useActionState` in `NewsletterForm`): the form
 * posts here whether or not the page's scripts have run, so a press before hydration — or with
 * JavaScript off — is one ordinary form submission, carried out once. A Server Action is a public
 * endpoint: the locale and the address are checked like any request's (the spec's email rule
 * too, which the browser checks first when it can), and the shopper's address goes along for the
 * rate limit. Every text comes back in the page's language.
 */
export async function subscribeNewsletter(
  locale: unknown,
  _previous: NewsletterResult | null,
  form: FormData,
): Promise<NewsletterResult> {
  const email = form.get('email');
  if (!isLocale(locale)) return { ok: false };
  const intl = getIntl(locale);
  if (typeof email !== 'string' || email.length === 0) {
    return { ok: false, message: intl.formatMessage({ id: 'ui.field.valueMissing' }) };
  }
  if (email.length > MAX_EMAIL_LENGTH) {
    return {
      ok: false,
      message: intl.formatMessage({ id: 'ui.field.typeMismatch' }, { type: 'email' }),
    };
  }
  const rule = checkEmail(email);
  if (rule) return { ok: false, message: intl.formatMessage({ id: rule }) };
  try {
    const result = await subscribeToNewsletter(locale, email, {
      clientHeaders: clientAddressHeaders(await headers()),
    });
    return result.ok
      ? { ok: true }
      : { ok: false, message: intl.formatMessage({ id: result.messageId }, result.values) };
  } catch {
    // The commerce server unreachable or failing: the form's own "try again" text (docs/product-spec.md §8).
    return { ok: false };
  }
}
