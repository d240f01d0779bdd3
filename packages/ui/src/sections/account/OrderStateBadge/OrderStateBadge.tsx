'use client';

import { useIntl } from '@dar/i18n/react';

import { Badge } from '../../../Badge';
import { orderStateTone, type OrderStateCode } from '../orders';

export interface OrderStateBadgeProps {
  state: OrderStateCode;
}

/** An order's state in the shop's language (docs/product-spec.md §4's names), coloured by how it is going. */
export function OrderStateBadge({ state }: OrderStateBadgeProps) {
  const intl = useIntl();
  return (
    <Badge tone={orderStateTone(state)}>
      {intl.formatMessage({ id: `account.order.state.${state}` })}
    </Badge>
  );
}
