import type { ShopIntl } from '@dar/i18n';

import { Badge } from '../../../Badge';
import { orderStateTone, type OrderStateCode } from '../orders';

export interface OrderStateBadgeProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  state: OrderStateCode;
}

/** An order's state in the shop's language (docs/product-spec.md §4's names), coloured by how it is going. */
export function OrderStateBadge({ intl, state }: OrderStateBadgeProps) {
  return (
    <Badge tone={orderStateTone(state)}>
      {intl.formatMessage({ id: `account.order.state.${state}` })}
    </Badge>
  );
}
