'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Footer, type FooterHrefs } from '@dar/ui';
import { subscribeNewsletter } from './newsletter-action';

/**
 * The footer as a client island. The newsletter form posts to a Server Action: before the page's
 * scripts have run (or with JavaScript off) it is an ordinary form submission, carried out once;
 * once hydrated it subscribes without a page load, and the browser loads no Shop API client.
 */
export function ShopFooter({ locale, hrefs }: { locale: Locale; hrefs: FooterHrefs }) {
  const intl = useIntl();
  return (
    <Footer intl={intl} hrefs={hrefs} newsletterAction={subscribeNewsletter.bind(null, locale)} />
  );
}
