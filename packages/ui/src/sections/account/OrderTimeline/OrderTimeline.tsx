import type { ShopIntl } from '@dar/i18n';

import { Heading } from '../../../Heading';
import { VisuallyHidden } from '../../../VisuallyHidden';
import * as shared from '../account.css';
import { formatOrderDate } from '../format';
import { timelineSteps, type OrderStateCode, type OrderTimelineEntryView } from '../orders';
import * as styles from './OrderTimeline.css';

export interface OrderTimelineProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  /** Where the order is now (`shopperState.code`). */
  state: OrderStateCode;
  /** `Order.timeline`, oldest first; empty when the dates are not known. */
  history?: OrderTimelineEntryView[];
  /** The heading's level in the page outline. */
  headingLevel?: 2 | 3;
}

const stopped = (state: OrderStateCode) => state === 'CANCELLED' || state === 'REJECTED';

/**
 * The order's way through docs/product-spec.md §4's states: those reached with their dates, the current one
 * marked (`aria-current="step"`), and what is still ahead. A cancelled or rejected order stops
 * there; a return, repair or exchange continues after "delivered".
 */
export function OrderTimeline({ intl, state, history = [], headingLevel = 2 }: OrderTimelineProps) {
  const formatDate = (iso: string) => formatOrderDate(intl, iso);
  const steps = timelineSteps(state, history);
  return (
    <section className={shared.panel}>
      <Heading level={headingLevel} size="sm">
        {intl.formatMessage({ id: 'account.details.timeline' })}
      </Heading>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const dot = step.status === 'current' && stopped(step.state) ? 'stopped' : step.status;
          return (
            <li
              key={`${step.state}-${index}`}
              className={styles.step}
              aria-current={step.status === 'current' ? 'step' : undefined}
            >
              <span className={styles.dot[dot]} aria-hidden="true" />
              <span className={styles.text}>
                <span className={styles.label[step.status]}>
                  {intl.formatMessage({ id: `account.order.state.${step.state}` })}
                </span>
                {step.status === 'current' && (
                  <span className={styles.detail}>
                    {intl.formatMessage({ id: 'account.details.current' })}
                    {step.at !== null && ` · ${formatDate(step.at)}`}
                  </span>
                )}
                {step.status === 'done' && step.at !== null && (
                  <span className={styles.detail}>{formatDate(step.at)}</span>
                )}
                {step.status === 'upcoming' && (
                  <VisuallyHidden>
                    {intl.formatMessage({ id: 'account.details.upcoming' })}
                  </VisuallyHidden>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
