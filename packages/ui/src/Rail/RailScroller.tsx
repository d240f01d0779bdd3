'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import * as buttonStyles from '../Button/Button.css';
import { IconChevronEnd, IconChevronStart } from '../Icon';
import { pageScroll, railEdges } from './edges';
import * as styles from './Rail.css';

export interface RailScrollerProps {
  title: string;
  /** The heading's id, which names the list. */
  titleId: string;
  /** "Scroll back" / "Scroll on", in the page's language. */
  previousLabel: string;
  nextLabel: string;
  /** The list's items (`<li>`s). */
  children: ReactNode;
}

/**
 * `Rail`'s client leaf: the heading with the arrows, and the list they scroll. Native buttons
 * wearing `Button`'s look, with their words from the server part: React Aria's button and
 * react-intl would add about 15 KB to the first load of a page with rails. Before the page has
 * hydrated the arrows show as at the start (the back arrow disabled), as the list is; the list
 * scrolls by touch, wheel and keyboard without them.
 */
export function RailScroller({
  title,
  titleId,
  previousLabel,
  nextLabel,
  children,
}: RailScrollerProps) {
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
    if (!element) return;
    // The direction the line runs where the list is (the page's, or a part set in the other).
    const direction = getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
    element.scrollBy({ left: pageScroll(step, element.clientWidth, direction) });
  };
  const arrow = (label: string, icon: ReactNode, disabled: boolean, step: 1 | -1) => (
    <button
      type="button"
      className={buttonStyles.button({ variant: 'secondary', size: 'sm', iconOnly: true })}
      aria-label={label}
      disabled={disabled}
      onClick={() => move(step)}
    >
      <span className={buttonStyles.icon} aria-hidden="true">
        {icon}
      </span>
    </button>
  );

  return (
    <>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.arrows}>
          {arrow(previousLabel, <IconChevronStart />, edges.atStart, -1)}
          {arrow(nextLabel, <IconChevronEnd />, edges.atEnd, 1)}
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
        {children}
      </ul>
    </>
  );
}
