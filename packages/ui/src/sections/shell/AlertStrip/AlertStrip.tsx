import type { ShopIntl } from '@dar/i18n';

import { IconClose } from '../../../Icon';
import { RouterLink } from '../../../Link/RouterLink';
import * as styles from './AlertStrip.css';
import { DismissibleStrip } from './DismissibleStrip';

/** The shop's announcement (docs/product-spec.md §3 Alert: id, name, url): `name` is the message shown. */
export interface AlertView {
  id: string;
  name: string;
  /** Where the message leads; without it the message is plain text. */
  url: string | null;
}

export interface AlertStripProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  alert: AlertView;
  /**
   * The shopper closed it; the caller remembers that (spec: the promo close flag). A function, so
   * only a client component can pass it; a Server Component renders the strip without.
   */
  onDismiss?: (id: string) => void;
}

/**
 * A thin strip above the header with the shop's current announcement, a link when it has one, and a
 * close button. Once closed it renders nothing; focus then goes nowhere surprising because the strip
 * sits before everything else on the page.
 *
 * A server part: the message and its link render on the server; the strip's one client leaf
 * (`DismissibleStrip`, a native button) takes its words as props and hides the strip.
 */
export function AlertStrip({ intl, alert, onDismiss }: AlertStripProps) {
  return (
    <DismissibleStrip
      id={alert.id}
      className={styles.root}
      label={intl.formatMessage({ id: 'shell.alert.label' })}
      dismissLabel={intl.formatMessage({ id: 'shell.alert.dismiss' })}
      dismissClassName={styles.dismiss}
      icon={<IconClose size="sm" />}
      {...(onDismiss ? { onDismiss } : {})}
    >
      <p className={styles.message}>
        {alert.url ? (
          <RouterLink className={styles.link} href={alert.url}>
            {alert.name}
          </RouterLink>
        ) : (
          alert.name
        )}
      </p>
    </DismissibleStrip>
  );
}
