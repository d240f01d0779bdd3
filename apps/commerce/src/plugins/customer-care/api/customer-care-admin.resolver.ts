import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import {
  Allow,
  Ctx,
  ErrorResult,
  isGraphQlErrorResult,
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

/** A reply not sent; its message is an i18n key, texts in ../customer-care.plugin.ts. */
class InvalidContactReplyError extends ErrorResult {
  override readonly __typename = 'InvalidContactReplyError';
  override readonly errorCode = 'INVALID_CONTACT_REPLY_ERROR';
  constructor(override readonly message: string) {
    super();
  }
}

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

  @Transaction()
  @Mutation()
  @Allow(customerCarePermission.Update)
  async replyToContactMessage(
    @Ctx() ctx: RequestContext,
    @Args() args: { id: ID; reply: string },
  ): Promise<ContactMessage | InvalidContactReplyError> {
    const outcome = await this.customerCare.reply(ctx, args.id, args.reply);
    return 'refused' in outcome
      ? new InvalidContactReplyError(`${outcome.refused}_ERROR`)
      : outcome.message;
  }
}

@Resolver('ReplyToContactMessageResult')
export class ReplyToContactMessageResultResolver {
  @ResolveField()
  __resolveType(value: object): string {
    return isGraphQlErrorResult(value as { __typename?: string })
      ? 'InvalidContactReplyError'
      : 'ContactMessage';
  }
}
