'use client';

import { useIntl } from '@dar/i18n/react';
import { useState } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';

import { IconClose } from '../../../Icon';
import * as styles from './AlertStrip.css';

/** The shop's announcement (docs/product-spec.md §3 Alert: id, name, url): `name` is the message shown. */
export interface AlertView {
  id: string;
  name: string;
  /** Where the message leads; without it the message is plain text. */
  url: string | null;
}

export interface AlertStripProps {
  alert: AlertView;
  /** The shopper closed it; the caller remembers that (spec: the promo close flag). */
  onDismiss?: (id: string) => void;
}

/**
 * A thin strip above the header with the shop's current announcement, a link when it has one, and a
 * close button. Once closed it renders nothing; focus then goes nowhere surprising because the strip
 * sits before everything else on the page.
 */
export function AlertStrip({ alert, onDismiss }: AlertStripProps) {
  const intl = useIntl();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <section className={styles.root} aria-label={intl.formatMessage({ id: 'shell.alert.label' })}>
      <p className={styles.message}>
        {alert.url ? (
          <AriaLink className={styles.link} href={alert.url}>
            {alert.name}
          </AriaLink>
        ) : (
          alert.name
        )}
      </p>
      <AriaButton
        className={styles.dismiss}
        aria-label={intl.formatMessage({ id: 'shell.alert.dismiss' })}
        onPress={() => {
          setDismissed(true);
          onDismiss?.(alert.id);
        }}
      >
        <IconClose size="sm" />
      </AriaButton>
    </section>
  );
}
