import { type RequestContext, VendureEvent } from '@vendure/core';

/**
 * Customer care answered a contact-form message from the dashboard (customer-care's
 * `replyToContactMessage`); the email plugin sends the answer to the sender, in the language
 * the message was written from, with their message quoted.
 */
export class ContactReplyEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public contact: { name: string; emailAddress: string; message: string; languageCode: string },
    public reply: string,
  ) {
    super();
  }
}
