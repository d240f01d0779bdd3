import { type RequestContext, VendureEvent } from '@vendure/core';

/** The kinds of editorial content, as the Admin API names them. */
export type ContentKind = 'ContentPage' | 'Faq' | 'BlogPost';

/**
 * Staff saved or deleted a page, a question or a blog post. `slugs` are the page's or post's
 * slugs before and after the change (one when it kept its slug, none for a question): a renamed
 * page leaves its old address to answer "not found" and its new one to show it. The storefront
 * revalidation plugin turns it into the storefront's `page:<slug>`, `faqs` and `blog` tags.
 */
export class ContentEvent extends VendureEvent {
  constructor(
    public ctx: RequestContext,
    public type: 'created' | 'updated' | 'deleted',
    public kind: ContentKind,
    public slugs: string[] = [],
  ) {
    super();
  }
}
