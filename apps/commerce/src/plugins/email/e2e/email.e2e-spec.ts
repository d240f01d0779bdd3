import {
  EventBus,
  LanguageCode,
  RequestContextService,
  ChannelService,
  TransactionalConnection,
  User,
} from '@vendure/core';
import type { SimpleGraphQLClient } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEmail } from '../../../e2e/mailbox';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { testPaymentHandler } from '../../../e2e/test-payment-method';
import { ContactReceivedEvent } from '../events/contact-received.event';
import { PasswordResetCodeEvent } from '../events/password-reset-code.event';
import { formatMoney } from '../services/email-language';

let env: DarTestEnvironment;

const PASSWORD = 'a-long-test-password-1';
const STOREFRONT = 'http://localhost:3000';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

const REGISTER = gql`
  mutation Register($input: RegisterCustomerInput!) {
    registerCustomerAccount(input: $input) {
      ... on Success {
        success
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const VERIFY = gql`
  mutation Verify($token: String!) {
    verifyCustomerAccount(token: $token) {
      ... on CurrentUser {
        identifier
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

interface PlacedOrder {
  id: string;
  code: string;
  state: string;
  totalWithTax: number;
  shippingWithTax: number;
  lines: Array<{ id: string; quantity: number }>;
  taxSummary: Array<{ taxRate: number; taxBase: number; taxTotal: number }>;
}

const ORDER_FIELDS = `
  id
  code
  state
  totalWithTax
  shippingWithTax
  lines {
    id
    quantity
  }
  taxSummary {
    taxRate
    taxBase
    taxTotal
  }
`;

/** Registers through the Shop API in `languageCode` and returns the verification email. */
async function register(
  emailAddress: string,
  firstName: string,
  languageCode: 'ar' | 'en',
): Promise<MailboxEmail> {
  await env.shopClient.asAnonymousUser();
  const { registerCustomerAccount } = await env.shopClient.query(
    REGISTER,
    { input: { emailAddress, firstName, lastName: 'Test', password: PASSWORD } },
    { languageCode },
  );
  expect(registerCustomerAccount).toEqual({ success: true });
  return env.mailbox.waitFor(emailAddress);
}

/** Handlebars escapes `=` and `&` in attributes as HTML entities, which browsers decode. */
function decodeEntities(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, '&');
}

function linkIn(email: MailboxEmail, pathPrefix: string): URL {
  const hrefs = [...email.body.matchAll(/href="([^"]*)"/g)].map((match) =>
    decodeEntities(match[1] ?? ''),
  );
  const href = hrefs.find((candidate) => candidate.startsWith(pathPrefix));
  if (!href) {
    throw new Error(`No link to ${pathPrefix} in "${email.subject}": ${hrefs.join(', ')}`);
  }
  return new URL(href);
}

/** Verifies the account from its email; the client is then signed in as the customer. */
async function verify(email: MailboxEmail, languageCode: 'ar' | 'en'): Promise<void> {
  const prefix = `${STOREFRONT}${languageCode === 'en' ? '/en' : ''}/auth/otp?type=verify`;
  const token = linkIn(email, prefix).searchParams.get('token');
  const { verifyCustomerAccount } = await env.shopClient.query(VERIFY, { token }, { languageCode });
  expect(verifyCustomerAccount.identifier).toBe(email.recipient);
}

/** Places an order through the Shop API as the signed-in customer, paid by the test handler. */
async function placeOrder(client: SimpleGraphQLClient, languageCode: 'ar' | 'en') {
  const options = { languageCode };
  const { products } = await client.query(gql`
    query {
      products(options: { take: 100 }) {
        items {
          customFields {
            freeShipping
          }
          variants {
            id
            priceWithTax
          }
        }
      }
    }
  `);
  const variant = (
    products.items as Array<{
      customFields: { freeShipping: boolean };
      variants: Array<{ id: string; priceWithTax: number }>;
    }>
  )
    .filter((product) => !product.customFields.freeShipping)
    .flatMap((product) => product.variants)
    .sort((a, b) => a.priceWithTax - b.priceWithTax)[0];
  await client.query(
    gql`
      mutation ($id: ID!) {
        addItemToOrder(productVariantId: $id, quantity: 2) {
          ... on Order {
            id
          }
        }
      }
    `,
    { id: variant?.id },
    options,
  );
  await client.query(
    gql`
      mutation ($input: CreateAddressInput!) {
        setOrderShippingAddress(input: $input) {
          ... on Order {
            id
          }
        }
      }
    `,
    {
      input: {
        fullName: 'Test Customer',
        streetLine1: '12 شارع التحرير',
        city: 'الدقي',
        province: 'الجيزة',
        countryCode: 'EG',
        phoneNumber: '01012345678',
      },
    },
    options,
  );
  const { eligibleShippingMethods } = await client.query(
    gql`
      query {
        eligibleShippingMethods {
          id
          code
        }
      }
    `,
    {},
    options,
  );
  const standard = eligibleShippingMethods.find(
    (method: { code: string }) => method.code === 'standard-delivery',
  );
  await client.query(
    gql`
      mutation ($ids: [ID!]!) {
        setOrderShippingMethod(shippingMethodId: $ids) {
          ... on Order {
            id
          }
          ... on ErrorResult {
            message
          }
        }
      }
    `,
    { ids: [standard.id] },
    options,
  );
  const { transitionOrderToState } = await client.query(
    gql`
      mutation {
        transitionOrderToState(state: "ArrangingPayment") {
          ... on Order {
            state
          }
          ... on ErrorResult {
            message
          }
        }
      }
    `,
    {},
    options,
  );
  expect(transitionOrderToState.state).toBe('ArrangingPayment');
  const { addPaymentToOrder } = await client.query(
    gql`
      mutation {
        addPaymentToOrder(input: { method: "dar-test-payment", metadata: {} }) {
          ... on Order {
            ${ORDER_FIELDS}
          }
          ... on ErrorResult {
            errorCode
            message
          }
        }
      }
    `,
    {},
    options,
  );
  expect(addPaymentToOrder.state).toBe('PaymentSettled');
  return addPaymentToOrder as PlacedOrder;
}

/** The order's VAT at 14% (products and delivery), as the Shop API reports it. */
function vatAt14(order: PlacedOrder): { taxBase: number; taxTotal: number } {
  const rows = order.taxSummary.filter((row) => row.taxRate === 14);
  expect(rows.length).toBeGreaterThan(0);
  expect(order.taxSummary.every((row) => row.taxRate === 14)).toBe(true);
  return {
    taxBase: rows.reduce((sum, row) => sum + row.taxBase, 0),
    taxTotal: rows.reduce((sum, row) => sum + row.taxTotal, 0),
  };
}

const english = { email: 'james.carter@example.com', name: 'James' };
const arabic = { email: 'mona.hassan@example.com', name: 'منى' };
let englishOrder: PlacedOrder;
let arabicOrder: PlacedOrder;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, { paymentMethodHandlers: [testPaymentHandler] });
  await env.adminClient.asSuperAdmin();
  await env.adminClient.query(gql`
    mutation {
      createPaymentMethod(
        input: {
          code: "dar-test-payment"
          enabled: true
          handler: { code: "dar-test-payment", arguments: [] }
          translations: [{ languageCode: en, name: "Test payment" }]
        }
      ) {
        id
      }
    }
  `);
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('account emails in the customer’s language', () => {
  it('sends the verification email in English to a customer registering in English', async () => {
    const email = await register(english.email, english.name, 'en');
    expect(email.subject).toBe('Confirm your email to activate your Dar account');
    expect(email.from).toContain('no-reply@dar.localhost');
    expect(email.body).toContain('dir="ltr"');
    expect(email.body).toContain('Hello James,');
    expect(email.body).not.toMatch(ARABIC_LETTER);
    expect(
      linkIn(email, `${STOREFRONT}/en/auth/otp?type=verify`).searchParams.get('token'),
    ).toMatch(/^\S{16,}$/);
  });

  it('sends it in Arabic, right to left, to a customer registering in Arabic', async () => {
    const email = await register(arabic.email, arabic.name, 'ar');
    expect(email.subject).toBe('أكّد بريدك الإلكتروني لتفعيل حسابك في دار');
    expect(email.body).toContain('dir="rtl"');
    expect(email.body).toContain('lang="ar"');
    expect(email.body).toContain('أهلًا منى،');
    // Arabic links carry no language prefix.
    expect(linkIn(email, `${STOREFRONT}/auth/otp?type=verify`).pathname).toBe('/auth/otp');
  });

  it('welcomes each customer in their language once verified, and remembers it', async () => {
    await env.shopClient.asAnonymousUser();
    await verify(await env.mailbox.waitFor(english.email), 'en');
    const welcome = await env.mailbox.waitFor(english.email, (email) =>
      email.subject.startsWith('Welcome'),
    );
    expect(welcome.subject).toBe('Welcome to Dar, James');
    expect(welcome.body).toContain(`${STOREFRONT}/en/products`);
    const { activeCustomer } = await env.shopClient.query(gql`
      query {
        activeCustomer {
          customFields {
            preferredLanguage
          }
        }
      }
    `);
    expect(activeCustomer.customFields.preferredLanguage).toBe('en');
    englishOrder = await placeOrder(env.shopClient, 'en');

    await env.shopClient.asAnonymousUser();
    await verify(await env.mailbox.waitFor(arabic.email), 'ar');
    const arabicWelcome = await env.mailbox.waitFor(arabic.email, (email) =>
      email.subject.startsWith('أهلًا بك'),
    );
    expect(arabicWelcome.body).toContain('dir="rtl"');
    arabicOrder = await placeOrder(env.shopClient, 'ar');
  });

  it('sends the password reset link in the language of the request', async () => {
    await env.shopClient.asAnonymousUser();
    await env.shopClient.query(
      gql`
        mutation ($email: String!) {
          requestPasswordReset(emailAddress: $email) {
            ... on Success {
              success
            }
          }
        }
      `,
      { email: english.email },
      { languageCode: 'ar' },
    );
    const email = await env.mailbox.waitFor(english.email, (candidate) =>
      candidate.subject.startsWith('إعادة تعيين'),
    );
    expect(email.body).toContain('dir="rtl"');
    expect(
      linkIn(email, `${STOREFRONT}/auth/reset-password?token=`).searchParams.get('token'),
    ).toBeTruthy();
  });
});

describe('order emails', () => {
  it('confirms the order in English with its VAT summary', async () => {
    const email = await env.mailbox.waitFor(english.email, (candidate) =>
      candidate.subject.includes(englishOrder.code),
    );
    expect(email.subject).toBe(`We received your order ${englishOrder.code}`);
    expect(email.body).toContain('VAT summary');
    // Products and delivery are both taxed at 14%: one VAT line with both.
    const vat = vatAt14(englishOrder);
    expect(email.body).toContain('VAT 14%');
    expect(email.body).toContain(formatMoney(vat.taxTotal, 'EGP', 'en'));
    expect(email.body).toContain(formatMoney(vat.taxBase, 'EGP', 'en'));
    expect(email.body).toContain(
      formatMoney(englishOrder.totalWithTax - vat.taxTotal, 'EGP', 'en'),
    );
    expect(email.body).toContain(formatMoney(englishOrder.totalWithTax, 'EGP', 'en'));
    expect(email.body).toContain(formatMoney(englishOrder.shippingWithTax, 'EGP', 'en'));
    expect(email.body).toContain('Standard delivery');
    expect(email.body).toContain(`${STOREFRONT}/en/profile/orders/${englishOrder.code}`);
  });

  it('confirms the order in Arabic with its VAT summary in Arabic digits', async () => {
    const email = await env.mailbox.waitFor(arabic.email, (candidate) =>
      candidate.subject.includes(arabicOrder.code),
    );
    expect(email.subject).toBe(`استلمنا طلبك رقم ${arabicOrder.code}`);
    const vat = vatAt14(arabicOrder);
    expect(email.body).toContain('ضريبة القيمة المضافة ١٤٪');
    expect(email.body).toContain(formatMoney(vat.taxTotal, 'EGP', 'ar'));
    expect(email.body).toContain(formatMoney(arabicOrder.totalWithTax, 'EGP', 'ar'));
    expect(email.body).toContain('التوصيل العادي');
    expect(email.body).toContain(`${STOREFRONT}/profile/orders/${arabicOrder.code}`);
  });

  it('tells the English customer in English when staff ship the order', async () => {
    const { addFulfillmentToOrder } = await env.adminClient.query(
      gql`
        mutation ($input: FulfillOrderInput!) {
          addFulfillmentToOrder(input: $input) {
            ... on Fulfillment {
              id
            }
            ... on ErrorResult {
              message
            }
          }
        }
      `,
      {
        input: {
          lines: englishOrder.lines.map((line) => ({
            orderLineId: line.id,
            quantity: line.quantity,
          })),
          handler: {
            code: 'manual-fulfillment',
            arguments: [
              { name: 'method', value: 'Dar courier' },
              { name: 'trackingCode', value: 'EG-TRACK-42' },
            ],
          },
        },
      },
    );
    expect(addFulfillmentToOrder.id).toBeTruthy();
    await env.adminClient.query(
      gql`
        mutation ($id: ID!) {
          transitionFulfillmentToState(id: $id, state: "Shipped") {
            ... on Fulfillment {
              state
            }
          }
        }
      `,
      { id: addFulfillmentToOrder.id },
    );
    const email = await env.mailbox.waitFor(english.email, (candidate) =>
      candidate.subject.includes('on its way'),
    );
    expect(email.subject).toBe(`Your order ${englishOrder.code} is on its way`);
    expect(email.body).toContain('EG-TRACK-42');
    expect(email.body).toContain('dir="ltr"');
  });

  it('tells the Arabic customer in Arabic, with the reason, when staff cancel the order', async () => {
    const reason = 'المنتج غير متوفر حاليًا';
    await env.adminClient.query(
      gql`
        mutation ($input: UpdateOrderInput!) {
          setOrderCustomFields(input: $input) {
            ... on Order {
              id
            }
          }
        }
      `,
      { input: { id: arabicOrder.id, customFields: { cancellationReason: reason } } },
    );
    const { cancelOrder } = await env.adminClient.query(
      gql`
        mutation ($input: CancelOrderInput!) {
          cancelOrder(input: $input) {
            ... on Order {
              state
            }
            ... on ErrorResult {
              message
            }
          }
        }
      `,
      { input: { orderId: arabicOrder.id, reason } },
      { languageCode: 'en' },
    );
    expect(cancelOrder.state).toBe('Cancelled');
    const email = await env.mailbox.waitFor(arabic.email, (candidate) =>
      candidate.subject.startsWith('تم إلغاء'),
    );
    expect(email.subject).toBe(`تم إلغاء طلبك رقم ${arabicOrder.code}`);
    expect(email.body).toContain(reason);
    expect(email.body).toContain('dir="rtl"');
  });
});

describe('emails of later features', () => {
  async function shopContext(languageCode: LanguageCode) {
    const app = env.server.app;
    return app.get(RequestContextService).create({
      apiType: 'shop',
      languageCode,
      channelOrToken: await app.get(ChannelService).getDefaultChannel(),
    });
  }

  it('acknowledges a contact message in the shopper’s language, quoting nothing of it', async () => {
    const ctx = await shopContext(LanguageCode.en);
    await env.server.app.get(EventBus).publish(
      new ContactReceivedEvent(ctx, {
        name: 'Omar',
        emailAddress: 'omar@example.com',
        message: 'Do you deliver to Hurghada?\nThanks',
      }),
    );
    const email = await env.mailbox.waitFor('omar@example.com');
    expect(email.subject).toBe('We received your message and will reply soon');
    expect(email.body).toContain('we will reply within one working day');
    // Whoever filled in the form chose the address: nothing they wrote is sent to it.
    expect(email.body).not.toContain('Hurghada');
    expect(email.body).not.toContain('Omar');
  });

  it('sends a password reset code', async () => {
    const ctx = await shopContext(LanguageCode.ar);
    const user = await env.server.app
      .get(TransactionalConnection)
      .rawConnection.getRepository(User)
      .findOneOrFail({ where: { identifier: arabic.email }, relations: ['authenticationMethods'] });
    await env.server.app.get(EventBus).publish(new PasswordResetCodeEvent(ctx, user, '482913', 15));
    const email = await env.mailbox.waitFor(arabic.email, (candidate) =>
      candidate.subject.includes('482913'),
    );
    expect(email.subject).toBe('رمز إعادة تعيين كلمة المرور: 482913');
    expect(linkIn(email, `${STOREFRONT}/auth/otp?type=reset`).searchParams.get('email')).toBe(
      arabic.email,
    );
  });
});
