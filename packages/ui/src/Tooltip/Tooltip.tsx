'use client';

import type { ReactElement, ReactNode } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';

import * as styles from './Tooltip.css';

/** Gap between the trigger and the tooltip's arrow, in px (React Aria positions in px). */
const OFFSET_PX = 8;

export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** A short hint; never the only place something important is said (touch screens have no hover). */
  content: ReactNode;
  /** One focusable control from this package (Button, LinkButton); it opens the tooltip on hover and focus. */
  children: ReactElement;
  /** Logical sides: `start` is the right in Arabic. */
  placement?: 'top' | 'bottom' | 'start' | 'end';
}

/**
 * A hint for a control, above it by default: shown on keyboard focus at once and on hover after a
 * short delay, closed by Escape. Names an icon-only button's action visually; the button still needs
 * its own `aria-label`.
 */
export function Tooltip({ content, children, placement = 'top', ...props }: TooltipProps) {
  return (
    <TooltipTrigger {...props}>
      {children}
      <AriaTooltip placement={placement} offset={OFFSET_PX} className={styles.tooltip}>
        <OverlayArrow>
          <svg className={styles.arrow} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </OverlayArrow>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
