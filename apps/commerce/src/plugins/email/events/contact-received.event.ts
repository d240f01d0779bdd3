import { type Customer, type RequestContext, VendureEvent } from '@vendure/core';

export interface ContactMessage {
  name: string;
  emailAddress: string;
  message: string;
}

/**
 * A shopper sent the contact form. Published by the `contactUs` mutation (customer-care, a later
 * issue); the email plugin answers with a receipt in the shopper's language.
 */
export class ContactReceivedEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public contact: ContactMessage,
    /** The signed-in customer who sent it, if any. */
    public customer?: Customer,
  ) {
    super();
  }
}
