'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Footer, type FooterHrefs, type NewsletterResult } from '@dar/ui';

/**
 * Subscribes through the browser, so the commerce server counts its rate limit per shopper and
 * not per storefront. The Shop API client is loaded on the first subscription only: no page pays
 * for it up front.
 */
async function subscribe(locale: Locale, emailAddress: string): Promise<NewsletterResult> {
  const shop = await import('@dar/commerce-hooks');
  try {
    const { data } = await shop.createShopClient({ locale }).mutate({
      mutation: shop.SubscribeToNewsletterDocument,
      variables: { emailAddress },
    });
    if (!data) return { ok: false };
    const outcome = shop.toOutcome(data.subscribeToNewsletter);
    return outcome.ok ? { ok: true } : { ok: false, message: outcome.message };
  } catch {
    // The form's own failure text ("try again") covers a network or server failure.
    return { ok: false };
  }
}

/** The footer as a client island: the newsletter form posts from the browser. */
export function ShopFooter({ locale, hrefs }: { locale: Locale; hrefs: FooterHrefs }) {
  const intl = useIntl();
  return <Footer intl={intl} hrefs={hrefs} onSubscribe={(email) => subscribe(locale, email)} />;
}
