import type { ShopIntl } from '@dar/i18n';

/**
 * Order dates in the shop's language and in Egypt's time zone, where the shop works, so an order
 * placed at 1 a.m. Cairo time shows that day wherever the shopper's device says it is.
 */
export function formatOrderDate(intl: ShopIntl, iso: string): string {
  return intl.formatDate(new Date(iso), { dateStyle: 'medium', timeZone: 'Africa/Cairo' });
}
