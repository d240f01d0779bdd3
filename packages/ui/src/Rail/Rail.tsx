import type { ShopIntl } from '@dar/i18n';
import { Children, type ReactNode } from 'react';

import * as styles from './Rail.css';
import { RailScroller } from './RailScroller';
import { usePartId } from '../partId';

export interface RailProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** The section's heading ("New arrivals"); it also names the scrolling list. */
  title: string;
  /** The cards, one per child. */
  children: ReactNode;
}

/**
 * A home-page section that scrolls sideways (docs/product-spec.md §2: most watched, new arrivals, best sellers,
 * offers): cards snap into place, the arrow buttons move one view and point the way the line
 * runs (mirrored in Arabic), and the list itself takes the keyboard's arrow keys when focused.
 * Renders on the server; the arrows and the list they scroll are its client leaf
 * (`RailScroller`), which gets the cards as they are.
 */
export function Rail({ intl, title, children }: RailProps) {
  const titleId = usePartId('rail');
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <RailScroller
        title={title}
        titleId={titleId}
        previousLabel={intl.formatMessage({ id: 'ui.rail.previous' })}
        nextLabel={intl.formatMessage({ id: 'ui.rail.next' })}
      >
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </RailScroller>
    </section>
  );
}
