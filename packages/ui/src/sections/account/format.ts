'use client';

import { useIntl } from '@dar/i18n/react';
import { useCallback } from 'react';

/**
 * Order dates in the shop's language and in Egypt's time zone, where the shop works, so an order
 * placed at 1 a.m. Cairo time shows that day wherever the shopper's device says it is.
 */
export function useOrderDate() {
  const intl = useIntl();
  return useCallback(
    (iso: string) =>
      intl.formatDate(new Date(iso), {
        dateStyle: 'medium',
        timeZone: 'Africa/Cairo',
      }),
    [intl],
  );
}
