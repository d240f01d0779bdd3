import type { OnApplicationBootstrap } from '@nestjs/common';
import { I18nService, PluginCommonModule, VendurePlugin } from '@vendure/core';
import { staffOnly } from '../../common/custom-fields';
import { bilingual } from '../../common/labels';
import { adminApiExtensions, shopApiExtensions } from './api/api-extensions';
import {
  CustomerCareAdminResolver,
  ReplyToContactMessageResultResolver,
} from './api/customer-care-admin.resolver';
import { customerCarePermission } from './customer-care-permission';
import {
  ContactUsResultResolver,
  CustomerCareResolver,
  SubscribeToNewsletterResultResolver,
} from './api/customer-care.resolver';
import { ContactMessage } from './entities/contact-message.entity';
import { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { CONTACT_RULES, type ContactRule } from './services/contact-rules';
import { CustomerCareService } from './services/customer-care.service';

/**
 * Customer care. Shop API: `contactUs(input)` (validated, stored, emailed to staff at STAFF_EMAIL
 * with a receipt to the sender, rate limited), `subscribeToNewsletter(emailAddress)` (idempotent,
 * stored with the language and an unsubscribe token), `unsubscribeFromNewsletter(token)`, and
 * `Order.customFields.cancellationReason`, shown on the shopper's order page, which the Shop API
 * cannot set.
 *
 * Admin API (ReadCustomerCare, UpdateCustomerCare; not the Merchandiser's): `contactMessages`,
 * `contactMessage(id)`, `setContactMessageHandled(id, handled)`, `replyToContactMessage(id,
 * reply)` (emailed to the sender in their language, then answered), `newsletterSubscriptions`.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  compatibility: '^3.0.0',
  entities: [ContactMessage, NewsletterSubscription],
  // Staff screens for messages and subscribers (vite.config.mts builds them).
  dashboard: './dashboard/index.tsx',
  providers: [CustomerCareService],
  shopApiExtensions: {
    schema: shopApiExtensions,
    resolvers: [CustomerCareResolver, ContactUsResultResolver, SubscribeToNewsletterResultResolver],
  },
  adminApiExtensions: {
    schema: adminApiExtensions,
    resolvers: [CustomerCareAdminResolver, ReplyToContactMessageResultResolver],
  },
  configuration: (config) => {
    config.authOptions.customPermissions.push(customerCarePermission);
    config.customFields.Order.push({
      name: 'cancellationReason',
      type: 'string',
      public: true,
      nullable: true,
      length: 500,
      label: bilingual('سبب الإلغاء', 'Cancellation reason'),
      validate: staffOnly('cancellationReason'),
    });
    return config;
  },
})
export class CustomerCarePlugin implements OnApplicationBootstrap {
  constructor(private readonly i18n: I18nService) {}

  onApplicationBootstrap(): void {
    for (const language of ['en', 'ar'] as const) {
      const cases = (Object.keys(CONTACT_RULES) as ContactRule[])
        .map((rule) => `${rule} {${CONTACT_RULES[rule][language]}}`)
        .join(' ');
      this.i18n.addTranslation(language, {
        errorResult: {
          CONTACT_VALIDATION_ERROR: `{rule, select, ${cases} other {}}`,
          INVALID_EMAIL_ADDRESS_ERROR:
            language === 'en' ? 'Enter a valid email address.' : 'أدخل بريدًا إلكترونيًا صحيحًا.',
          REPLY_EMPTY_ERROR: language === 'en' ? 'Write a reply first.' : 'اكتب الرد أولًا.',
          REPLY_TOO_LONG_ERROR:
            language === 'en'
              ? 'A reply has at most 5,000 characters.'
              : 'الرد ٥٠٠٠ حرف على الأكثر.',
        },
      });
    }
  }
}
