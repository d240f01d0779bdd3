'use client';

import type { Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ProfileOverview, type CustomerView } from '@dar/ui';
import { accountLinks, orderPaths } from './links';
import { toOrderCard, type OrderItem } from '@dar/commerce-hooks';

/** The account's overview: who the customer is, the way to each page, their latest order. */
export function OverviewView({
  locale,
  customer,
  latestOrder,
}: {
  locale: Locale;
  customer: CustomerView;
  latestOrder: OrderItem | null;
}) {
  return (
    <ProfileOverview
      intl={useIntl()}
      customer={customer}
      links={accountLinks(locale)}
      latestOrder={latestOrder ? toOrderCard(latestOrder, orderPaths(locale).order) : null}
    />
  );
}
