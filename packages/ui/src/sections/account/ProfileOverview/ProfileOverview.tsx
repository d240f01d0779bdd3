import type { ShopIntl } from '@dar/i18n';

import { Heading } from '../../../Heading';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { VisuallyHidden } from '../../../VisuallyHidden';
import type { AccountLinks } from '../AccountNav';
import * as shared from '../account.css';
import { OrderCard } from '../OrderCard';
import type { OrderCardView } from '../orders';
import * as styles from './ProfileOverview.css';

/** `activeCustomer`: what the overview shows of the shopper. */
export interface CustomerView {
  firstName: string;
  lastName: string;
  emailAddress: string;
  phoneNumber: string | null;
}

export interface ProfileOverviewProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** Null while loading. */
  customer: CustomerView | null;
  links: AccountLinks;
  /** The newest order, when there is one. */
  latestOrder?: OrderCardView | null;
  loading?: boolean;
}

/** The account's first page (`/profile`): who the shopper is, the way to each page, the last order. */
export function ProfileOverview({
  intl,
  customer,
  links,
  latestOrder = null,
  loading = false,
}: ProfileOverviewProps) {
  const say = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  if (loading || !customer) {
    return (
      <div className={shared.section} aria-busy="true">
        <VisuallyHidden>{say('account.overview.loading')}</VisuallyHidden>
        <div aria-hidden="true" className={shared.section}>
          <Skeleton lines={2} />
          <div className={styles.grid}>
            <div className={shared.panel}>
              <Skeleton lines={5} />
            </div>
            <div className={shared.panel}>
              <Skeleton lines={4} />
            </div>
          </div>
        </div>
      </div>
    );
  }

  const name = `${customer.firstName} ${customer.lastName}`.trim();
  return (
    <div className={shared.section}>
      <div>
        <Heading level={1}>{say('account.overview.title')}</Heading>
        <p className={shared.muted}>
          {say('account.overview.greeting', { name: customer.firstName })}
        </p>
      </div>
      <div className={styles.grid}>
        <section className={shared.panel}>
          <Heading level={2} size="sm">
            {say('account.overview.details')}
          </Heading>
          <dl className={shared.facts}>
            <div className={shared.fact}>
              <dt className={shared.term}>{say('account.overview.name')}</dt>
              <dd className={shared.value}>{name}</dd>
            </div>
            <div className={shared.fact}>
              <dt className={shared.term}>{say('account.overview.email')}</dt>
              <dd className={`${shared.value} ${styles.ltr}`}>{customer.emailAddress}</dd>
            </div>
            <div className={shared.fact}>
              <dt className={shared.term}>{say('account.overview.phone')}</dt>
              {customer.phoneNumber ? (
                <dd className={`${shared.value} ${styles.ltr}`}>{customer.phoneNumber}</dd>
              ) : (
                <dd className={shared.muted}>{say('account.overview.noPhone')}</dd>
              )}
            </div>
          </dl>
        </section>
        <section className={shared.panel}>
          <Heading level={2} size="sm">
            {say('account.overview.quickLinks')}
          </Heading>
          <ul className={styles.links}>
            {(['orders', 'addresses', 'password'] as const).map((page) => (
              <li key={page}>
                <Link variant="standalone" href={links[page]}>
                  {say(`account.nav.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {latestOrder && (
          <section className={`${shared.section} ${styles.wide}`}>
            <div className={styles.sectionHead}>
              <Heading level={2} size="sm">
                {say('account.overview.latestOrder')}
              </Heading>
              <Link variant="standalone" href={links.orders}>
                {say('account.overview.allOrders')}
              </Link>
            </div>
            <OrderCard intl={intl} order={latestOrder} headingLevel={3} />
          </section>
        )}
      </div>
    </div>
  );
}
