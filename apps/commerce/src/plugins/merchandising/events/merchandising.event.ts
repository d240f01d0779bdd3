import { type RequestContext, VendureEvent } from '@vendure/core';

/** The kinds of merchandising item, as the Admin API names them. */
export type MerchandisingKind = 'Banner' | 'SuperBanner' | 'Alert' | 'WheelPromotion';

/**
 * What the shop shows on its home page may have changed: staff saved or deleted an item
 * (`created`, `updated`, `deleted`), or an item's start or end time has just passed
 * (`schedule`, with no kind: any of them). The storefront revalidation plugin turns it into the
 * storefront's home and merchandising cache tags.
 */
export class MerchandisingEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public type: 'created' | 'updated' | 'deleted' | 'schedule',
    public kind?: MerchandisingKind,
  ) {
    super();
  }
}
