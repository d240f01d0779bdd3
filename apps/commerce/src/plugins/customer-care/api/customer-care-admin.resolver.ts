import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  type ID,
  type ListQueryOptions,
  type PaginatedList,
  RequestContext,
  Transaction,
} from '@vendure/core';
import { customerCarePermission } from '../customer-care-permission';
import type { ContactMessage } from '../entities/contact-message.entity';
import type { NewsletterSubscription } from '../entities/newsletter-subscription.entity';
import { CustomerCareService } from '../services/customer-care.service';

/** Staff read the contact form's messages and the newsletter list, and mark messages answered. */
@Resolver()
export class CustomerCareAdminResolver {
  constructor(private readonly customerCare: CustomerCareService) {}

  @Query()
  @Allow(customerCarePermission.Read)
  contactMessages(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<ContactMessage> },
  ): Promise<PaginatedList<ContactMessage>> {
    return this.customerCare.findMessages(ctx, args.options);
  }

  @Query()
  @Allow(customerCarePermission.Read)
  contactMessage(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID },
  ): Promise<ContactMessage | null> {
    return this.customerCare.findMessage(ctx, args.id);
  }

  @Query()
  @Allow(customerCarePermission.Read)
  newsletterSubscriptions(
    @Ctx() ctx: RequestContext,
    @Args() args: { options?: ListQueryOptions<NewsletterSubscription> },
  ): Promise<PaginatedList<NewsletterSubscription>> {
    return this.customerCare.findSubscriptions(ctx, args.options);
  }

  @Transaction()
  @Mutation()
  @Allow(customerCarePermission.Update)
  setContactMessageHandled(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID; handled: boolean },
  ): Promise<ContactMessage> {
    return this.customerCare.setHandled(ctx, args.id, args.handled);
  }
}
