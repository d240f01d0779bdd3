import { localDigits, type ShopIntl } from '@dar/i18n';

import { IconPhone } from '../../../Icon';
import { RouterLink } from '../../../Link/RouterLink';
import { NewsletterForm, type NewsletterFormProps } from '../NewsletterForm';
import * as styles from './Footer.css';
import { PaymentLogos, type PaymentMark } from './PaymentLogos';
import { usePartId } from '../../../partId';

/** The shop's support number (docs/product-spec.md §1, §9). */
export const SUPPORT_PHONE = '16358';

/** The static pages the footer links to (docs/product-spec.md §2), in the current language. */
export interface FooterHrefs {
  about: string;
  contact: string;
  privacy: string;
  returns: string;
  terms: string;
  blog: string;
  sitemap: string;
}

export interface FooterProps {
  /**
   * The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. The
   * footer renders on the server; its links and the newsletter form are its client leaves.
   */
  intl: ShopIntl;
  hrefs: FooterHrefs;
  /** The newsletter form's action (a Server Action): see `NewsletterForm`. */
  newsletterAction?: NewsletterFormProps['action'];
  /** The newsletter form's callback, when it has no action: see `NewsletterForm`. */
  onSubscribe?: NewsletterFormProps['onSubscribe'];
  newsletterStatus?: NewsletterFormProps['status'];
  newsletterError?: string;
  /** Defaults to 16358. */
  supportPhone?: string;
  paymentMarks?: readonly PaymentMark[];
  /** Instalment providers beyond Forsa and Sympol, by name. */
  instalmentProviders?: readonly string[];
  /** The copyright year; defaults to this year (fixed in stories so screenshots do not change). */
  year?: number;
}

const pages = ['about', 'contact', 'privacy', 'returns', 'terms', 'blog', 'sitemap'] as const;

/**
 * The site footer: the support number as a phone link, the static pages, the newsletter form and the
 * ways to pay. Columns stack on a phone and sit side by side when the footer is wide.
 */
export function Footer({
  intl,
  hrefs,
  newsletterAction,
  onSubscribe,
  newsletterStatus,
  newsletterError,
  supportPhone = SUPPORT_PHONE,
  paymentMarks,
  instalmentProviders,
  year = new Date().getFullYear(),
}: FooterProps) {
  const supportId = usePartId('footer');
  const pagesId = usePartId('footer');
  return (
    <footer className={styles.root}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby={supportId}>
          <h2 id={supportId} className={styles.heading}>
            {intl.formatMessage({ id: 'shell.footer.support' })}
          </h2>
          {/* A phone link is the browser's own: a plain link, no client code. */}
          <a
            className={styles.phone}
            href={`tel:${supportPhone}`}
            aria-label={intl.formatMessage(
              { id: 'shell.footer.call' },
              { phone: localDigits(supportPhone, intl.locale) },
            )}
          >
            <IconPhone size="md" />
            {/* The number in the page's digits, read left to right; the link dials the same. */}
            <bdi dir="ltr">{localDigits(supportPhone, intl.locale)}</bdi>
          </a>
        </section>
        <nav className={styles.column} aria-labelledby={pagesId}>
          <h2 id={pagesId} className={styles.heading}>
            {intl.formatMessage({ id: 'shell.footer.pages' })}
          </h2>
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page}>
                <RouterLink className={styles.link} href={hrefs[page]}>
                  {intl.formatMessage({ id: `shell.footer.${page}` })}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <NewsletterForm
            intl={intl}
            action={newsletterAction}
            onSubscribe={onSubscribe}
            status={newsletterStatus}
            errorMessage={newsletterError}
          />
        </div>
      </div>
      <div className={styles.bottom}>
        <PaymentLogos intl={intl} marks={paymentMarks} instalmentProviders={instalmentProviders} />
        <p className={styles.rights}>
          {intl.formatMessage(
            { id: 'shell.footer.rights' },
            { year: intl.formatNumber(year, { useGrouping: false }) },
          )}
        </p>
      </div>
    </footer>
  );
}
