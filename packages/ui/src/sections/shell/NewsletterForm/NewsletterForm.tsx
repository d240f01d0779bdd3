import type { ShopIntl } from '@dar/i18n';

import * as styles from './NewsletterForm.css';
import { NewsletterFields, type NewsletterFieldsProps } from './NewsletterFields';
import { usePartId } from '../../../partId';

export type { NewsletterAction, NewsletterResult, NewsletterStatus } from './NewsletterFields';

export interface NewsletterFormProps extends NewsletterFieldsProps {
  /**
   * The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. The
   * heading and the description render on the server; the form is the client leaf
   * (`NewsletterFields`).
   */
  intl: ShopIntl;
}

/**
 * The footer's newsletter sign-up (docs/product-spec.md §1): one email field with the spec's email
 * rule (no capitals or spaces, §5), a pending button while the request runs, then a thank-you or a
 * failure message. A failure keeps what the shopper typed so they can try again.
 */
export function NewsletterForm({ intl, ...fields }: NewsletterFormProps) {
  const titleId = usePartId('newsletter');
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'shell.newsletter.title' })}
      </h2>
      <p className={styles.description}>
        {intl.formatMessage({ id: 'shell.newsletter.description' })}
      </p>
      <NewsletterFields {...fields} />
    </section>
  );
}
