import os from 'node:os';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_PAYMENT_METHOD,
  inStockVariants,
  placeOrder,
} from '../plugins/order-lifecycle/e2e/checkout';
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_ADDRESS_SIGNATURE_HEADER,
  signClientAddress,
} from '../plugins/rate-limit/services/client-address';
import { testPaymentHandler } from './test-payment-method';
import { type DarTestEnvironment, startDarTestEnvironment } from './test-environment';

/**
 * The holes an attacker found in the running shop (issue 24), each tried again here the way the
 * attacker tried it: orders read by their code, unlimited emails and password guesses, and
 * unbounded strings in a shopper's profile and address book.
 */

let env: DarTestEnvironment;

const CLIENT_ADDRESS_SECRET = 'security-spec-client-address-secret';

const OWNER = { emailAddress: 'owner.security@example.com', password: 'Owner-security-1' };
const OTHER = { emailAddress: 'other.security@example.com', password: 'Other-security-1' };

interface GraphQlFailure {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The first GraphQL error of a call that must fail. */
async function failure(call: Promise<unknown>): Promise<GraphQlFailure> {
  const error = (await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )) as { response?: { errors?: GraphQlFailure[] } } | undefined;
  expect(error, 'the call was answered without an error').toBeDefined();
  return error!.response!.errors![0]!;
}

const ORDER_BY_CODE = gql`
  query Order($code: String!) {
    orderByCode(code: $code) {
      code
      customer {
        emailAddress
      }
      shippingAddress {
        streetLine1
        phoneNumber
      }
    }
  }
`;

const readOrder = (code: string) =>
  env.shopClient.query<{ orderByCode: { code: string } | null }>(ORDER_BY_CODE, { code });

let variantId = '';

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, {
    paymentMethodHandlers: [testPaymentHandler],
    environment: {
      RATE_LIMITS: [
        'refreshCustomerVerification=2/50/600',
        'updateCustomerPassword=3/50/600',
        'requestUpdateCustomerEmailAddress=2/50/600',
        // Three per address, as many as wanted per email: the client-address tests count these.
        'subscribeToNewsletter=100/3/600',
      ].join(','),
      CLIENT_ADDRESS_SECRET,
    },
  });
  await env.adminClient.asSuperAdmin();
  await env.adminClient.query(CREATE_PAYMENT_METHOD, {
    input: {
      code: 'dar-test-payment',
      enabled: true,
      handler: { code: 'dar-test-payment', arguments: [] },
      translations: [{ languageCode: 'en', name: 'Test payment' }],
    },
  });
  for (const shopper of [OWNER, OTHER]) {
    await env.adminClient.query(
      gql`
        mutation Create($input: CreateCustomerInput!, $password: String) {
          createCustomer(input: $input, password: $password) {
            ... on Customer {
              id
            }
          }
        }
      `,
      {
        input: { emailAddress: shopper.emailAddress, firstName: 'سلمى', lastName: 'فؤاد' },
        password: shopper.password,
      },
    );
  }
  [variantId] = (await inStockVariants(env.shopClient)) as [string];
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('an order read by its code (orderByCode)', () => {
  it("is the owner's to read, always; never a stranger's, even right after it was placed", async () => {
    await env.shopClient.asUserWithCredentials(OWNER.emailAddress, OWNER.password);
    const { code } = await placeOrder(env.shopClient, variantId, 'dar-test-payment');
    expect((await readOrder(code)).orderByCode?.code).toBe(code);

    // Anyone who saw the code in a URL, without signing in: refused.
    await env.shopClient.asAnonymousUser();
    expect((await failure(readOrder(code))).extensions?.code).toBe('FORBIDDEN');
    // Another customer: refused.
    await env.shopClient.asUserWithCredentials(OTHER.emailAddress, OTHER.password);
    expect((await failure(readOrder(code))).extensions?.code).toBe('FORBIDDEN');
  });

  it("is a guest's to read only from the session that placed it", async () => {
    await env.shopClient.asAnonymousUser();
    const { code } = await placeOrder(
      env.shopClient,
      variantId,
      'dar-test-payment',
      1,
      'guest.security@example.com',
    );
    expect((await readOrder(code)).orderByCode?.code).toBe(code);

    await env.shopClient.asAnonymousUser();
    expect((await failure(readOrder(code))).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('operations that send or guess are rate-limited like sign-in', () => {
  it('resending the verification email stops after the limit per address', async () => {
    await env.shopClient.asAnonymousUser();
    const emailAddress = 'unverified.security@example.com';
    await env.shopClient.query(
      gql`
        mutation Register($input: RegisterCustomerInput!) {
          registerCustomerAccount(input: $input) {
            __typename
          }
        }
      `,
      { input: { emailAddress, firstName: 'Nadia', lastName: 'Kamal' } },
    );
    const resend = async () =>
      (
        await env.shopClient.query<{ refreshCustomerVerification: { __typename: string } }>(
          gql`
            mutation Resend($emailAddress: String!) {
              refreshCustomerVerification(emailAddress: $emailAddress) {
                __typename
              }
            }
          `,
          { emailAddress },
        )
      ).refreshCustomerVerification.__typename;
    expect([await resend(), await resend(), await resend()]).toEqual([
      'Success',
      'Success',
      'RateLimitedError',
    ]);
  });

  it('guessing the current password stops after the limit, even with the right one', async () => {
    await env.shopClient.asUserWithCredentials(OTHER.emailAddress, OTHER.password);
    const change = async (currentPassword: string) =>
      (
        await env.shopClient.query<{
          updateCustomerPassword: { __typename: string; message?: string };
        }>(
          gql`
            mutation Change($currentPassword: String!, $newPassword: String!) {
              updateCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
                __typename
                ... on ErrorResult {
                  message
                }
              }
            }
          `,
          { currentPassword, newPassword: 'A-new-password-1' },
          { languageCode: 'en' },
        )
      ).updateCustomerPassword;
    for (const guess of ['guess-one-1', 'guess-two-2', 'guess-three-3']) {
      expect((await change(guess)).__typename).toBe('InvalidCredentialsError');
    }
    const limited = await change(OTHER.password);
    expect(limited.__typename).toBe('RateLimitedError');
    expect(limited.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('asking to change the email (a password check, an email sent) stops after the limit', async () => {
    await env.shopClient.asUserWithCredentials(OTHER.emailAddress, OTHER.password);
    const request = async (password: string, newEmailAddress: string) =>
      (
        await env.shopClient.query<{ requestUpdateCustomerEmailAddress: { __typename: string } }>(
          gql`
            mutation ChangeEmail($password: String!, $newEmailAddress: String!) {
              requestUpdateCustomerEmailAddress(
                password: $password
                newEmailAddress: $newEmailAddress
              ) {
                __typename
              }
            }
          `,
          { password, newEmailAddress },
        )
      ).requestUpdateCustomerEmailAddress.__typename;
    expect(await request('guess-one-1', 'someone.new@example.com')).toBe('InvalidCredentialsError');
    // A registered address says it has an account: counted too.
    expect(await request(OTHER.password, OWNER.emailAddress)).toBe('EmailAddressConflictError');
    expect(await request(OTHER.password, 'someone.new@example.com')).toBe('RateLimitedError');
  });
});

describe('what a shopper writes is bounded', () => {
  const UPDATE_CUSTOMER = gql`
    mutation Update($input: UpdateCustomerInput!) {
      updateCustomer(input: $input) {
        firstName
        lastName
      }
    }
  `;
  const updateCustomer = (input: object, languageCode: 'ar' | 'en' = 'en') =>
    env.shopClient.query(UPDATE_CUSTOMER, { input }, { languageCode });

  it('a profile update keeps the sign-up rules for names, in the request’s language', async () => {
    await env.shopClient.asUserWithCredentials(OWNER.emailAddress, OWNER.password);
    const cases: [object, string, string][] = [
      [{ firstName: '' }, 'input.firstName', 'First name is required.'],
      [{ lastName: '   ' }, 'input.lastName', 'Last name is required.'],
      [
        { firstName: 'Mona\u0000' },
        'input.firstName',
        'First name cannot contain numbers or symbols.',
      ],
      [{ lastName: 'Adel7' }, 'input.lastName', 'Last name cannot contain numbers or symbols.'],
      [
        { firstName: 'a'.repeat(5000) },
        'input.firstName',
        'This field can be at most 100 characters long.',
      ],
    ];
    for (const [input, field, message] of cases) {
      const error = await failure(updateCustomer(input));
      expect(error).toMatchObject({ message, extensions: { code: 'USER_INPUT_ERROR', field } });
    }
    expect((await failure(updateCustomer({ firstName: '' }, 'ar'))).message).toBe(
      'الاسم الأول مطلوب.',
    );
    // Nothing was saved; a good name still is.
    const { updateCustomer: saved } = await env.shopClient.query(UPDATE_CUSTOMER, {
      input: { firstName: 'منى' },
    });
    expect(saved).toEqual({ firstName: 'منى', lastName: 'فؤاد' });
  });

  it('addresses refuse 100 KB strings and control characters', async () => {
    await env.shopClient.asUserWithCredentials(OWNER.emailAddress, OWNER.password);
    const CREATE_ADDRESS = gql`
      mutation Create($input: CreateAddressInput!) {
        createCustomerAddress(input: $input) {
          id
        }
      }
    `;
    const address = {
      fullName: 'سلمى فؤاد',
      streetLine1: '5 شارع قصر النيل',
      city: 'وسط البلد',
      province: 'القاهرة',
      countryCode: 'EG',
      phoneNumber: '01012345678',
    };
    const tooLong = await failure(
      env.shopClient.query(
        CREATE_ADDRESS,
        { input: { ...address, streetLine1: 'x'.repeat(100_000) } },
        { languageCode: 'ar' },
      ),
    );
    expect(tooLong).toMatchObject({
      message: 'يجب ألا يزيد هذا الحقل عن 255 حرفًا.',
      extensions: { code: 'USER_INPUT_ERROR', field: 'input.streetLine1', rule: 'FIELD_TOO_LONG' },
    });
    const withNul = await failure(
      env.shopClient.query(
        CREATE_ADDRESS,
        { input: { ...address, customFields: { instructions: 'Ring twice\u0000' } } },
        { languageCode: 'en' },
      ),
    );
    expect(withNul).toMatchObject({
      message: 'This field contains characters that are not allowed.',
      extensions: { field: 'input.customFields.instructions' },
    });
    // Delivery instructions on two lines are what a shopper types: kept.
    const { createCustomerAddress } = await env.shopClient.query(CREATE_ADDRESS, {
      input: { ...address, customFields: { instructions: 'الدور الثالث\nالشقة 7' } },
    });
    expect(createCustomerAddress.id).toBeTruthy();
  });

  it('adding no pieces to the cart is refused as a mistake, not as a shortage', async () => {
    await env.shopClient.asAnonymousUser();
    const zero = await failure(
      env.shopClient.query(
        gql`
          mutation Add($quantity: Int!) {
            addItemToOrder(productVariantId: "1", quantity: $quantity) {
              __typename
            }
          }
        `,
        { quantity: 0 },
        { languageCode: 'en' },
      ),
    );
    expect(zero).toMatchObject({
      message: 'Choose at least one piece.',
      extensions: { code: 'USER_INPUT_ERROR', field: 'quantity', rule: 'QUANTITY_TOO_SMALL' },
    });
  });

  it("a guest's email is one address: a list would have every order email sent to each", async () => {
    await env.shopClient.asAnonymousUser();
    const listed = await failure(
      env.shopClient.query(
        gql`
          mutation Guest($input: CreateCustomerInput!) {
            setCustomerForOrder(input: $input) {
              __typename
            }
          }
        `,
        {
          input: {
            emailAddress: 'mona@example.com, eve@example.org',
            firstName: 'Mona',
            lastName: 'Adel',
          },
        },
        { languageCode: 'ar' },
      ),
    );
    expect(listed).toMatchObject({
      message: 'أدخل بريدًا إلكترونيًا صحيحًا.',
      extensions: { code: 'USER_INPUT_ERROR', field: 'input.emailAddress', rule: 'EMAIL_INVALID' },
    });
  });
});

describe('the HTTP answers', () => {
  it('name no framework, and no page of the server may be framed by another site', async () => {
    for (const path of ['/shop-api', '/admin/', '/admin-api']) {
      const response = await fetch(`${env.baseUrl}${path}`, {
        method: path === '/admin/' ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: path === '/admin/' ? undefined : JSON.stringify({ query: '{ __typename }' }),
      });
      expect(response.headers.get('x-powered-by'), path).toBeNull();
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('refuse a body over the size limit with 413, and the server goes on answering', async () => {
    const response = await fetch(`${env.baseUrl}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(200_000) } }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
    });
    const { activeChannel } = await env.shopClient.query<{ activeChannel: { code: string } }>(gql`
      query {
        activeChannel {
          code
        }
      }
    `);
    expect(activeChannel.code).toBeTruthy();
  });
});

describe('the local mailbox', () => {
  /** An address of this machine that is not loopback, as another computer would connect from. */
  function lanAddress(): string {
    const address = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
    expect(address, 'a network interface besides loopback').toBeDefined();
    return address!.address;
  }

  it('answers a browser on this machine, and nobody else, even through a local proxy', async () => {
    expect((await fetch(`${env.baseUrl}/mailbox/list`)).status).toBe(200);
    const port = new URL(env.baseUrl).port;
    const fromAnotherComputer = await fetch(`http://${lanAddress()}:${port}/mailbox/list`);
    expect(fromAnotherComputer.status).toBe(404);
    const proxied = await fetch(`${env.baseUrl}/mailbox/list`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.status).toBe(404);
    // The shop itself still answers from anywhere.
    const shop = await fetch(`http://${lanAddress()}:${port}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(shop.status).toBe(200);
  });
});

describe("the client's address, for the limits per address", () => {
  let sequence = 0;
  /** One newsletter sign-up (limited to three per address) with these headers. */
  async function subscribe(headers: Record<string, string>): Promise<string> {
    sequence += 1;
    const response = await fetch(`${env.baseUrl}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'mutation($e: String!) { subscribeToNewsletter(emailAddress: $e) { __typename } }',
        variables: { e: `reader${sequence}@example.com` },
      }),
    });
    const body = (await response.json()) as {
      data: { subscribeToNewsletter: { __typename: string } };
    };
    return body.data.subscribeToNewsletter.__typename;
  }
  const signed = (address: string, secret = CLIENT_ADDRESS_SECRET, at = Date.now()) => ({
    [CLIENT_ADDRESS_HEADER]: address,
    [CLIENT_ADDRESS_SIGNATURE_HEADER]: signClientAddress(address, secret, at),
  });

  it('is not taken from a made-up X-Forwarded-For', async () => {
    const answers = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      answers.push(await subscribe({ 'x-forwarded-for': forged }));
    }
    expect(answers).toEqual([
      'NewsletterSubscribed',
      'NewsletterSubscribed',
      'NewsletterSubscribed',
      'RateLimitedError',
    ]);
  });

  it("is the storefront's signed one: each shopper has their own bucket", async () => {
    for (let call = 0; call < 3; call++) {
      expect(await subscribe(signed('203.0.113.10'))).toBe('NewsletterSubscribed');
    }
    expect(await subscribe(signed('203.0.113.10'))).toBe('RateLimitedError');
    expect(await subscribe(signed('203.0.113.11'))).toBe('NewsletterSubscribed');
  });

  it('is not believed with a wrong secret or an old signature', async () => {
    // Both fall back to this connection's own address, used up above.
    expect(await subscribe(signed('203.0.113.20', 'not-the-shared-secret-at-all'))).toBe(
      'RateLimitedError',
    );
    expect(
      await subscribe(signed('203.0.113.21', CLIENT_ADDRESS_SECRET, Date.now() - 120_000)),
    ).toBe('RateLimitedError');
  });
});
