'use client';

import { useIntl } from '@dar/i18n/react';
import { Children, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocale } from 'react-aria-components';

import { Button } from '../Button';
import { IconChevronEnd, IconChevronStart } from '../Icon';
import { pageScroll, railEdges } from './edges';
import * as styles from './Rail.css';

export interface RailProps {
  /** The section's heading ("New arrivals"); it also names the scrolling list. */
  title: string;
  /** The cards, one per child. */
  children: ReactNode;
}

/**
 * A home-page section that scrolls sideways (docs/product-spec.md §2: most watched, new arrivals, best sellers,
 * offers): cards snap into place, the arrow buttons move one view and point the way the line
 * runs (mirrored in Arabic), and the list itself takes the keyboard's arrow keys when focused.
 */
export function Rail({ title, children }: RailProps) {
  const intl = useIntl();
  const { direction } = useLocale();
  const titleId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (element) setEdges(railEdges(element.scrollLeft, element.clientWidth, element.scrollWidth));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const move = (step: 1 | -1) => {
    const element = track.current;
    if (element) element.scrollBy({ left: pageScroll(step, element.clientWidth, direction) });
  };

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          <Button
            variant="secondary"
            size="sm"
            icon={<IconChevronStart />}
            aria-label={intl.formatMessage({ id: 'ui.rail.previous' })}
            isDisabled={edges.atStart}
            onPress={() => move(-1)}
          />
          <Button
            variant="secondary"
            size="sm"
            icon={<IconChevronEnd />}
            aria-label={intl.formatMessage({ id: 'ui.rail.next' })}
            isDisabled={edges.atEnd}
            onPress={() => move(1)}
          />
        </div>
      </div>
      {/* Focusable so a keyboard reaches the overflow; its arrow keys scroll it natively. */}
      <ul
        ref={track}
        className={styles.track}
        aria-labelledby={titleId}
        tabIndex={0}
        onScroll={measure}
      >
        {Children.map(children, (child) => (
          <li className={styles.item}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
