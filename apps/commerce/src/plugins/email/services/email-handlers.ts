import {
  AccountRegistrationEvent,
  AccountVerifiedEvent,
  type Customer,
  CustomerService,
  IdentifierChangeRequestEvent,
  type Injector,
  NativeAuthenticationMethod,
  OrderPlacedEvent,
  OrderService,
  OrderStateTransitionEvent,
  PasswordResetEvent,
  type RequestContext,
  type User,
} from '@vendure/core';
import { EmailEventListener, type EmailPluginOptions } from '@vendure/email-plugin';
import { ContactReceivedEvent } from '../events/contact-received.event';
import { ContactReplyEvent } from '../events/contact-reply.event';
import { PasswordResetCodeEvent } from '../events/password-reset-code.event';
import {
  type EmailLanguage,
  type EmailLinks,
  emailLanguage,
  formatDigits,
  storefrontLink,
  toEmailLanguage,
} from './email-language';
import { loadOrderSummary } from './order-summary';
import { isStatusEmailState, orderStatusTexts } from './order-status-texts';

/** The shop's support line, printed in every email. */
export const SUPPORT_PHONE = '16358';

/** Subjects, compiled by Handlebars with the template variables. */
export const EMAIL_SUBJECTS = {
  'email-verification': {
    ar: 'أكّد بريدك الإلكتروني لتفعيل حسابك في دار',
    en: 'Confirm your email to activate your Dar account',
  },
  welcome: { ar: 'أهلًا بك في دار، {{ firstName }}', en: 'Welcome to Dar, {{ firstName }}' },
  'password-reset': {
    ar: 'إعادة تعيين كلمة المرور لحسابك في دار',
    en: 'Reset the password of your Dar account',
  },
  'password-reset-code': {
    ar: 'رمز إعادة تعيين كلمة المرور: {{ code }}',
    en: 'Your password reset code: {{ code }}',
  },
  'email-address-change': {
    ar: 'أكّد عنوان بريدك الإلكتروني الجديد',
    en: 'Confirm your new email address',
  },
  'order-confirmation': {
    ar: 'استلمنا طلبك رقم {{ order.code }}',
    en: 'We received your order {{ order.code }}',
  },
  'order-cancelled': {
    ar: 'تم إلغاء طلبك رقم {{ order.code }}',
    en: 'Your order {{ order.code }} has been cancelled',
  },
  'order-shipped': {
    ar: 'طلبك رقم {{ order.code }} في الطريق إليك',
    en: 'Your order {{ order.code }} is on its way',
  },
  // Written per state (order-status-texts.ts): confirmed, delivered, rejected, returns, repairs, exchanges.
  'order-status': { ar: '{{ status.subject }}', en: '{{ status.subject }}' },
  'contact-staff': {
    ar: 'رسالة جديدة من {{ name }} عبر نموذج التواصل',
    en: 'New contact-form message from {{ name }}',
  },
  'contact-receipt': {
    ar: 'استلمنا رسالتك، وسنرد عليك قريبًا',
    en: 'We received your message and will reply soon',
  },
  'contact-reply': {
    ar: 'رد خدمة عملاء دار على رسالتك',
    en: 'Dar customer care replied to your message',
  },
} as const satisfies Record<string, Record<EmailLanguage, string>>;

export type EmailType = keyof typeof EMAIL_SUBJECTS;

/** What every template can use: direction, alignment and the shop's links in its language. */
export function commonTemplateVars(language: EmailLanguage, links: EmailLinks) {
  const phone = formatDigits(SUPPORT_PHONE, language);
  return {
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
    align: language === 'ar' ? 'right' : 'left',
    alignEnd: language === 'ar' ? 'left' : 'right',
    shopName: language === 'ar' ? 'دار' : 'Dar',
    footerHelp:
      language === 'ar'
        ? `لديك سؤال؟ اتصل بنا على ${phone} يوميًا من العاشرة صباحًا حتى العاشرة مساءً، أو راسلنا من صفحة التواصل.`
        : `Any questions? Call us on ${SUPPORT_PHONE}, every day from 10 am to 10 pm, or write to us from our contact page.`,
    homeUrl: storefrontLink(links, language, '/'),
    contactUrl: storefrontLink(links, language, '/contact-us'),
    ordersUrl: storefrontLink(links, language, '/profile/orders'),
    supportPhone: phone,
  };
}

interface Loaded {
  language: EmailLanguage;
  vars: Record<string, unknown>;
}

function nativeAuth(user: User): NativeAuthenticationMethod | undefined {
  return user.authenticationMethods?.find(
    (method): method is NativeAuthenticationMethod => method instanceof NativeAuthenticationMethod,
  );
}

async function customerOfUser(
  ctx: RequestContext,
  injector: Injector,
  user: User,
): Promise<Customer | undefined> {
  return injector.get(CustomerService).findOneByUserId(ctx, user.id, false);
}

const tokenQuery = (token: string | null | undefined) => encodeURIComponent(token ?? '');

/**
 * Every email the shop sends, each in the customer's language (see `emailLanguage`) from
 * `templates/<type>/body.<ar|en>.mjml`. Links point to the storefront (`links.storefrontUrl`),
 * with the `/en` prefix in English.
 */
export function createEmailHandlers(links: EmailLinks): EmailPluginOptions['handlers'] {
  const common = (language: EmailLanguage) => commonTemplateVars(language, links);
  const link = (language: EmailLanguage, path: string) => storefrontLink(links, language, path);
  const subject =
    (type: EmailType) =>
    (event: { data: Loaded }): string =>
      EMAIL_SUBJECTS[type][event.data.language];

  const emailVerification = new EmailEventListener('email-verification')
    .on(AccountRegistrationEvent)
    .filter((event) => !!nativeAuth(event.user)?.identifier && !event.user.verified)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const customer = await customerOfUser(event.ctx, injector, event.user);
      const language = emailLanguage(event.ctx, customer);
      const token = nativeAuth(event.user)?.verificationToken;
      return {
        language,
        vars: {
          ...common(language),
          firstName: customer?.firstName ?? '',
          verifyUrl: link(language, `/auth/otp?type=verify&token=${tokenQuery(token)}`),
        },
      };
    })
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('email-verification'))
    .setTemplateVars((event) => event.data.vars);

  const welcomeVars = (language: EmailLanguage, customer: Pick<Customer, 'firstName'>) => ({
    ...common(language),
    firstName: customer.firstName,
    productsUrl: link(language, '/products'),
    profileUrl: link(language, '/profile'),
  });

  // Sent once the address is verified; with verification switched off, at registration.
  const welcomeAfterVerification = new EmailEventListener('welcome')
    .on(AccountVerifiedEvent)
    .filter((event) => !!event.customer.emailAddress)
    .loadData(async ({ event }): Promise<Loaded> => {
      const language = emailLanguage(event.ctx, event.customer);
      return { language, vars: welcomeVars(language, event.customer) };
    })
    .setRecipient((event) => event.customer.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('welcome'))
    .setTemplateVars((event) => event.data.vars);

  const welcomeAtRegistration = new EmailEventListener('welcome')
    .on(AccountRegistrationEvent)
    .filter((event) => !!nativeAuth(event.user)?.identifier && event.user.verified)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const customer = await customerOfUser(event.ctx, injector, event.user);
      const language = emailLanguage(event.ctx, customer);
      return { language, vars: welcomeVars(language, { firstName: customer?.firstName ?? '' }) };
    })
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('welcome'))
    .setTemplateVars((event) => event.data.vars);

  const passwordReset = new EmailEventListener('password-reset')
    .on(PasswordResetEvent)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const customer = await customerOfUser(event.ctx, injector, event.user);
      const language = emailLanguage(event.ctx, customer);
      const token = nativeAuth(event.user)?.passwordResetToken;
      return {
        language,
        vars: {
          ...common(language),
          firstName: customer?.firstName ?? '',
          resetUrl: link(language, `/auth/reset-password?token=${tokenQuery(token)}`),
        },
      };
    })
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('password-reset'))
    .setTemplateVars((event) => event.data.vars);

  const passwordResetCode = new EmailEventListener('password-reset-code')
    .on(PasswordResetCodeEvent)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const customer = await customerOfUser(event.ctx, injector, event.user);
      const language = emailLanguage(event.ctx, customer);
      return {
        language,
        vars: {
          ...common(language),
          firstName: customer?.firstName ?? '',
          code: event.code,
          expiresInMinutes: event.expiresInMinutes,
          codeUrl: link(
            language,
            `/auth/otp?type=reset&email=${encodeURIComponent(event.user.identifier)}`,
          ),
        },
      };
    })
    .setRecipient((event) => event.user.identifier)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('password-reset-code'))
    .setTemplateVars((event) => event.data.vars);

  const emailAddressChange = new EmailEventListener('email-address-change')
    .on(IdentifierChangeRequestEvent)
    .filter((event) => !!nativeAuth(event.user)?.pendingIdentifier)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const customer = await customerOfUser(event.ctx, injector, event.user);
      const language = emailLanguage(event.ctx, customer);
      const token = nativeAuth(event.user)?.identifierChangeToken;
      return {
        language,
        vars: {
          ...common(language),
          firstName: customer?.firstName ?? '',
          newEmailAddress: nativeAuth(event.user)?.pendingIdentifier ?? '',
          confirmUrl: link(language, `/auth/otp?type=email-change&token=${tokenQuery(token)}`),
        },
      };
    })
    .setRecipient((event) => nativeAuth(event.user)?.pendingIdentifier ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('email-address-change'))
    .setTemplateVars((event) => event.data.vars);

  const orderVars = async (
    ctx: RequestContext,
    injector: Injector,
    order: { id: OrderPlacedEvent['order']['id']; customer?: Customer | null },
  ): Promise<Loaded> => {
    const language = emailLanguage(ctx, order.customer);
    const summary = await loadOrderSummary(ctx, injector, order.id, language, links);
    return { language, vars: { ...common(language), order: summary } };
  };

  const orderConfirmation = new EmailEventListener('order-confirmation')
    .on(OrderPlacedEvent)
    .filter((event) => !!event.order.customer?.emailAddress)
    .loadData(({ event, injector }) => orderVars(event.ctx, injector, event.order))
    .setRecipient((event) => event.order.customer?.emailAddress ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('order-confirmation'))
    .setTemplateVars((event) => event.data.vars);

  const orderCancelled = new EmailEventListener('order-cancelled')
    .on(OrderStateTransitionEvent)
    // A cart abandoned before checkout is cancelled too; only a placed order was ever confirmed.
    .filter(
      (event) =>
        event.toState === 'Cancelled' &&
        !!event.order.orderPlacedAt &&
        !!event.order.customer?.emailAddress,
    )
    .loadData(({ event, injector }) => orderVars(event.ctx, injector, event.order))
    .setRecipient((event) => event.order.customer?.emailAddress ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('order-cancelled'))
    .setTemplateVars((event) => event.data.vars);

  const orderShipped = new EmailEventListener('order-shipped')
    .on(OrderStateTransitionEvent)
    .filter((event) => event.toState === 'Shipped' && !!event.order.customer?.emailAddress)
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const loaded = await orderVars(event.ctx, injector, event.order);
      const fulfillments = await injector
        .get(OrderService)
        .getOrderFulfillments(event.ctx, event.order);
      const trackingCodes = fulfillments
        .map((fulfillment) => fulfillment.trackingCode)
        .filter((code) => !!code);
      return { ...loaded, vars: { ...loaded.vars, trackingCodes } };
    })
    .setRecipient((event) => event.order.customer?.emailAddress ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('order-shipped'))
    .setTemplateVars((event) => event.data.vars);

  // The order lifecycle's steps a shopper would expect to hear about; each state says its own.
  const orderStatus = new EmailEventListener('order-status')
    .on(OrderStateTransitionEvent)
    .filter(
      (event) =>
        isStatusEmailState(event.toState) &&
        !!event.order.orderPlacedAt &&
        !!event.order.customer?.emailAddress,
    )
    .loadData(async ({ event, injector }): Promise<Loaded> => {
      const loaded = await orderVars(event.ctx, injector, event.order);
      const status = isStatusEmailState(event.toState)
        ? orderStatusTexts(event.toState, loaded.language, event.order.code)
        : undefined;
      return { ...loaded, vars: { ...loaded.vars, status } };
    })
    .setRecipient((event) => event.order.customer?.emailAddress ?? '')
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('order-status'))
    .setTemplateVars((event) => event.data.vars);

  // The form names any address: the receipt carries nothing the sender wrote (neither the name nor
  // the message), or anyone could send the shop's email with their own text to a stranger.
  const contactReceipt = new EmailEventListener('contact-receipt')
    .on(ContactReceivedEvent)
    .filter((event) => !!event.contact.emailAddress)
    .loadData(async ({ event }): Promise<Loaded> => {
      const language = emailLanguage(event.ctx, event.customer);
      return { language, vars: common(language) };
    })
    .setRecipient((event) => event.contact.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('contact-receipt'))
    .setTemplateVars((event) => event.data.vars);

  // Customer care reads the message in Arabic, the shop's language, whatever the sender wrote in.
  const contactStaff = new EmailEventListener('contact-staff')
    .on(ContactReceivedEvent)
    .loadData(async ({ event }): Promise<Loaded> => {
      const language: EmailLanguage = 'ar';
      return {
        language,
        vars: {
          ...common(language),
          name: event.contact.name,
          emailAddress: event.contact.emailAddress,
          message: event.contact.message,
          senderLanguage: event.ctx.languageCode,
        },
      };
    })
    .setRecipient(() => links.staffEmail)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('contact-staff'))
    .setTemplateVars((event) => event.data.vars);

  // Customer care's answer from the dashboard, in the language the shopper wrote from.
  const contactReply = new EmailEventListener('contact-reply')
    .on(ContactReplyEvent)
    .loadData(async ({ event }): Promise<Loaded> => {
      const language = toEmailLanguage(event.contact.languageCode);
      return {
        language,
        vars: {
          ...common(language),
          name: event.contact.name,
          message: event.contact.message,
          reply: event.reply,
        },
      };
    })
    .setRecipient((event) => event.contact.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject(subject('contact-reply'))
    .setTemplateVars((event) => event.data.vars);

  return [
    contactStaff,
    contactReply,
    emailVerification,
    welcomeAfterVerification,
    welcomeAtRegistration,
    passwordReset,
    passwordResetCode,
    emailAddressChange,
    orderConfirmation,
    orderCancelled,
    orderShipped,
    orderStatus,
    contactReceipt,
  ];
}
