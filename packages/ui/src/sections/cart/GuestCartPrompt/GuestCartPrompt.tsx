import type { ShopIntl } from '@dar/i18n';

import { EmptyState } from '../../../EmptyState';
import { Heading } from '../../../Heading';
import { IconCart } from '../../../Icon';
import { LinkButton } from '../../../LinkButton';
import { Text } from '../../../Text';
import * as styles from './GuestCartPrompt.css';

export interface GuestCartPromptProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The sign-in page, with a way back to the cart. */
  signInHref: string;
  registerHref: string;
  /** The prompt's heading level in the page outline. */
  titleLevel?: 2 | 3;
  /**
   * `empty` (default): the cart's whole space, for a guest with nothing in it. `beside`: a band
   * above a guest's cart that has lines, which stays the page's main content.
   */
  layout?: 'empty' | 'beside';
}

/**
 * A guest opened the cart: "Sign in to see your cart" (docs/product-spec.md §2), with sign-in and
 * register — the cart's whole space when it is empty, a band above it when it has lines.
 */
export function GuestCartPrompt({
  intl,
  signInHref,
  registerHref,
  titleLevel = 2,
  layout = 'empty',
}: GuestCartPromptProps) {
  const links = (
    <div className={layout === 'beside' ? styles.besideActions : styles.actions}>
      <LinkButton href={signInHref} variant="primary" size={layout === 'beside' ? 'sm' : 'md'}>
        {intl.formatMessage({ id: 'cart.guest.signIn' })}
      </LinkButton>
      <LinkButton href={registerHref} variant="secondary" size={layout === 'beside' ? 'sm' : 'md'}>
        {intl.formatMessage({ id: 'cart.guest.register' })}
      </LinkButton>
    </div>
  );
  if (layout === 'beside') {
    return (
      <section className={styles.beside}>
        <div className={styles.besideText}>
          <Heading level={titleLevel} size="sm">
            {intl.formatMessage({ id: 'cart.guest.title' })}
          </Heading>
          <Text size="sm">{intl.formatMessage({ id: 'cart.guest.description' })}</Text>
        </div>
        {links}
      </section>
    );
  }
  return (
    <EmptyState
      title={intl.formatMessage({ id: 'cart.guest.title' })}
      titleLevel={titleLevel}
      description={intl.formatMessage({ id: 'cart.guest.description' })}
      illustration={<IconCart size="fill" />}
      action={links}
    />
  );
}
