import type { ShopIntl } from '@dar/i18n';

import { Heading } from '../../../Heading';
import { LinkButton } from '../../../LinkButton';
import { Text } from '../../../Text';
import * as styles from '../shared/form.css';
import * as own from './ResetSuccess.css';

export interface ResetSuccessProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  signInHref: string;
  titleLevel?: 1 | 2;
}

/** After a new password is set (/auth/reset-password-success): the way back to sign in. */
export function ResetSuccess({ intl, signInHref, titleLevel = 1 }: ResetSuccessProps) {
  return (
    <div className={`${styles.root} ${own.centred}`}>
      <svg
        className={own.mark}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12.5l2.5 2.5 5.5-6" />
      </svg>
      <div className={styles.header}>
        <Heading level={titleLevel} size="lg">
          {intl.formatMessage({ id: 'auth.resetSuccess.title' })}
        </Heading>
        <Text tone="secondary" align="center">
          {intl.formatMessage({ id: 'auth.resetSuccess.body' })}
        </Text>
      </div>
      <LinkButton href={signInHref} variant="primary" fullWidth>
        {intl.formatMessage({ id: 'auth.resetSuccess.signIn' })}
      </LinkButton>
    </div>
  );
}
