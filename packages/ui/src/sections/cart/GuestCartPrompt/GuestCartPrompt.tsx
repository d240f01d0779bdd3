import type { ShopIntl } from '@dar/i18n';

import { EmptyState } from '../../../EmptyState';
import { IconCart } from '../../../Icon';
import { LinkButton } from '../../../LinkButton';
import * as styles from './GuestCartPrompt.css';

export interface GuestCartPromptProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The sign-in page, with a way back to the cart. */
  signInHref: string;
  registerHref: string;
  /** The prompt's heading level in the page outline. */
  titleLevel?: 2 | 3;
}

/** A guest opened the cart: "Sign in to see your cart" (docs/product-spec.md §2), with sign-in and register. */
export function GuestCartPrompt({
  intl,
  signInHref,
  registerHref,
  titleLevel = 2,
}: GuestCartPromptProps) {
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'cart.guest.title' })}
      titleLevel={titleLevel}
      description={intl.formatMessage({ id: 'cart.guest.description' })}
      illustration={<IconCart size="fill" />}
      action={
        <div className={styles.actions}>
          <LinkButton href={signInHref} variant="primary">
            {intl.formatMessage({ id: 'cart.guest.signIn' })}
          </LinkButton>
          <LinkButton href={registerHref} variant="secondary">
            {intl.formatMessage({ id: 'cart.guest.register' })}
          </LinkButton>
        </div>
      }
    />
  );
}
