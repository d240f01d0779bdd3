import { Args, Mutation, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';
// The Shop API's unions recognise errors by an instance of its ErrorResult base, which Vendure
// does not export from its root (that one is the Admin API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';
import { CONTACT_RULES, type ContactInput, type ContactRule } from '../services/contact-rules';
import { isOneEmailAddress } from '../../../common/email-address';
import { CustomerCareService } from '../services/customer-care.service';

class ContactValidationError extends ErrorResult {
  override readonly __typename = 'ContactValidationError';
  override readonly errorCode = 'CONTACT_VALIDATION_ERROR';
  /** An i18n key, translated by the first rule broken. */
  override readonly message = 'CONTACT_VALIDATION_ERROR';
  readonly rule: ContactRule;
  readonly violations: { field: string; rule: ContactRule; message: string }[];

  constructor(rules: ContactRule[], languageCode: string) {
    super();
    this.rule = rules[0]!;
    this.violations = rules.map((rule) => ({
      field: CONTACT_RULES[rule].field,
      rule,
      message: languageCode === 'en' ? CONTACT_RULES[rule].en : CONTACT_RULES[rule].ar,
    }));
  }
}

class InvalidEmailAddressError extends ErrorResult {
  override readonly __typename = 'InvalidEmailAddressError';
  override readonly errorCode = 'INVALID_EMAIL_ADDRESS_ERROR';
  override readonly message = 'INVALID_EMAIL_ADDRESS_ERROR';
}

@Resolver()
export class CustomerCareResolver {
  constructor(private readonly customerCare: CustomerCareService) {}

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  async contactUs(@Ctx() ctx: RequestContext, @Args() args: { input: ContactInput }) {
    const broken = await this.customerCare.contactUs(ctx, args.input);
    return broken.length > 0
      ? new ContactValidationError(broken, ctx.languageCode)
      : { __typename: 'ContactUsSuccess', success: true };
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  async subscribeToNewsletter(@Ctx() ctx: RequestContext, @Args() args: { emailAddress: string }) {
    if (!isOneEmailAddress(args.emailAddress)) return new InvalidEmailAddressError();
    const subscription = await this.customerCare.subscribe(ctx, args.emailAddress);
    return { __typename: 'NewsletterSubscribed', emailAddress: subscription.emailAddress };
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  unsubscribeFromNewsletter(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
    return this.customerCare.unsubscribe(ctx, args.token);
  }
}

@Resolver('ContactUsResult')
export class ContactUsResultResolver {
  @ResolveField()
  __resolveType(value: { __typename: string }): string {
    return value.__typename;
  }
}

@Resolver('SubscribeToNewsletterResult')
export class SubscribeToNewsletterResultResolver {
  @ResolveField()
  __resolveType(value: { __typename: string }): string {
    return value.__typename;
  }
}
