import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const SHOPPER = { emailAddress: 'rate.limited@example.com', password: 'the-right-password-1' };

const LOGIN = gql`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      __typename
      ... on ErrorResult {
        errorCode
        message
      }
      ... on RateLimitedError {
        retryAfterSeconds
      }
    }
  }
`;

// The same password check as login, through the strategy-neutral mutation.
const AUTHENTICATE = gql`
  mutation Authenticate($username: String!, $password: String!) {
    authenticate(input: { native: { username: $username, password: $password } }) {
      __typename
      ... on ErrorResult {
        errorCode
      }
    }
  }
`;

const REGISTER = gql`
  mutation Register($input: RegisterCustomerInput!) {
    registerCustomerAccount(input: $input) {
      __typename
      ... on ErrorResult {
        errorCode
      }
    }
  }
`;

const REQUEST_RESET = gql`
  mutation RequestReset($emailAddress: String!) {
    requestPasswordReset(emailAddress: $emailAddress) {
      __typename
      ... on ErrorResult {
        errorCode
      }
    }
  }
`;

interface LoginResult {
  login: { __typename: string; errorCode?: string; message?: string; retryAfterSeconds?: number };
}

const authenticate = async (username: string, password: string) =>
  (
    await env.shopClient.query<{ authenticate: { __typename: string; errorCode?: string } }>(
      AUTHENTICATE,
      { username, password },
    )
  ).authenticate;

const login = (username: string, password: string, languageCode?: 'ar' | 'en') =>
  env.shopClient.query<LoginResult>(
    LOGIN,
    { username, password },
    languageCode && { languageCode },
  );

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, {
    environment: {
      RATE_LIMITS: [
        'login=3/6/600',
        'registerCustomerAccount=5/2/600',
        'requestPasswordReset=2/50/600',
        'requestPasswordResetCode=1/50/600',
        'verifyPasswordResetCode=2/50/600',
        'contactUs=1/50/600',
        'subscribeToNewsletter=1/50/600',
        'applyCouponCode=50/3/600',
        'setCustomerForOrder=50/3/600',
      ].join(','),
    },
  });
  await env.adminClient.asSuperAdmin();
  await env.adminClient.query(
    gql`
      mutation CreateCustomer($input: CreateCustomerInput!, $password: String) {
        createCustomer(input: $input, password: $password) {
          ... on Customer {
            id
          }
        }
      }
    `,
    {
      input: { emailAddress: SHOPPER.emailAddress, firstName: 'هالة', lastName: 'سمير' },
      password: SHOPPER.password,
    },
  );
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('sign-in', () => {
  it('refuses the fourth attempt on one account, even with the right password, saying how long to wait', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { login: result } = await login(SHOPPER.emailAddress, 'a wrong guess');
      expect(result.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
    }
    const { login: limited } = await login(
      SHOPPER.emailAddress.toUpperCase(),
      SHOPPER.password,
      'en',
    );
    expect(limited).toMatchObject({
      __typename: 'RateLimitedError',
      errorCode: 'RATE_LIMITED_ERROR',
    });
    expect(limited.retryAfterSeconds).toBeGreaterThan(590);
    expect(limited.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(limited.message).toBe(
      `Too many attempts. Please try again in ${limited.retryAfterSeconds} seconds.`,
    );
  });

  it('refuses that account through authenticate too: the same password check, the same count', async () => {
    expect(await authenticate(SHOPPER.emailAddress, SHOPPER.password)).toMatchObject({
      __typename: 'RateLimitedError',
      errorCode: 'RATE_LIMITED_ERROR',
    });
  });

  it('says so in Arabic for an Arabic request', async () => {
    const { login: limited } = await login(SHOPPER.emailAddress, SHOPPER.password, 'ar');
    expect(limited.message).toMatch(
      /^محاولات كثيرة\. يُرجى المحاولة مرة أخرى بعد [\d٠-٩٬]+ ثانية\.$/,
    );
  });

  it('still lets the same address sign in to another account, until the per-address limit', async () => {
    // Three calls from this address were counted so far (three wrong guesses; refused calls are
    // not counted, and staff's sign-in before the tests counts in the Admin API's own buckets);
    // the limit per address is six. A guess through authenticate counts as one through login.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { login: result } = await login(`someone${attempt}@example.com`, 'guess');
      expect(result.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
    }
    expect(await authenticate('someone2@example.com', 'guess')).toMatchObject({
      errorCode: 'INVALID_CREDENTIALS_ERROR',
    });
    const { login: limited } = await login('someone.else@example.com', 'guess');
    expect(limited.__typename).toBe('RateLimitedError');
  });

  it('counts staff signing in to the Admin API apart: strangers on the shop lock nobody out', async () => {
    const ADMIN_LOGIN = gql`
      mutation AdminLogin($username: String!, $password: String!) {
        login(username: $username, password: $password) {
          __typename
          ... on ErrorResult {
            errorCode
          }
        }
      }
    `;
    type Result = { login: { __typename: string } };
    const attempt = (username: string) =>
      env.adminClient.query<Result>(ADMIN_LOGIN, { username, password: 'x' });
    // The shop's sign-ins from this address are used up (above); the Admin API's are not.
    expect((await attempt('intruder')).login.__typename).toBe('InvalidCredentialsError');
    // It is limited all the same, per username and per address.
    await attempt('intruder');
    expect((await attempt('intruder')).login.__typename).toBe('InvalidCredentialsError');
    expect((await attempt('intruder')).login.__typename).toBe('RateLimitedError');
  });
});

describe('registration', () => {
  it('allows two sign-ups from one address, then refuses more', async () => {
    const register = (emailAddress: string) =>
      env.shopClient.query<{ registerCustomerAccount: { __typename: string } }>(REGISTER, {
        input: { emailAddress, firstName: 'Nour', lastName: 'Adel', password: 'a-fine-password' },
      });
    expect((await register('nour.one@example.com')).registerCustomerAccount.__typename).toBe(
      'Success',
    );
    expect((await register('nour.two@example.com')).registerCustomerAccount.__typename).toBe(
      'Success',
    );
    expect((await register('nour.three@example.com')).registerCustomerAccount.__typename).toBe(
      'RateLimitedError',
    );
  });
});

describe('password reset requests', () => {
  it('allow two per email address, whether or not it has an account', async () => {
    for (const emailAddress of [SHOPPER.emailAddress, 'nobody.here@example.com']) {
      const request = () =>
        env.shopClient.query<{ requestPasswordReset: { __typename: string } }>(REQUEST_RESET, {
          emailAddress,
        });
      expect((await request()).requestPasswordReset.__typename).toBe('Success');
      expect((await request()).requestPasswordReset.__typename).toBe('Success');
      expect((await request()).requestPasswordReset.__typename).toBe('RateLimitedError');
    }
  });
});

describe('codes, the contact form and the newsletter', () => {
  /** Calls `mutation` twice past its limit and returns the typename of each answer. */
  async function typenames(mutation: string, field: string, variables: object, times: number) {
    const names: string[] = [];
    for (let call = 0; call < times; call++) {
      const result = await env.shopClient.query<Record<string, { __typename: string }>>(
        gql(mutation),
        variables,
      );
      names.push(result[field]!.__typename);
    }
    return names;
  }

  it('limit asking for reset codes per address', async () => {
    expect(
      await typenames(
        'mutation($e: String!) { requestPasswordResetCode(emailAddress: $e) { __typename } }',
        'requestPasswordResetCode',
        { e: 'codes@example.com' },
        2,
      ),
    ).toEqual(['PasswordResetCodeRequested', 'RateLimitedError']);
  });

  it('limit guessing reset codes per address', async () => {
    expect(
      await typenames(
        'mutation($e: String!) { verifyPasswordResetCode(emailAddress: $e, code: "123456") { __typename } }',
        'verifyPasswordResetCode',
        { e: 'guesses@example.com' },
        3,
      ),
    ).toEqual([
      'PasswordResetCodeInvalidError',
      'PasswordResetCodeInvalidError',
      'RateLimitedError',
    ]);
  });

  it('limit the contact form per sender address', async () => {
    expect(
      await typenames(
        'mutation($i: ContactUsInput!) { contactUs(input: $i) { __typename } }',
        'contactUs',
        {
          i: {
            name: 'Sara',
            email: 'sara.contact@example.com',
            message: 'Is delivery free to Aswan?',
          },
        },
        2,
      ),
    ).toEqual(['ContactUsSuccess', 'RateLimitedError']);
  });

  it('limit newsletter sign-ups per address', async () => {
    expect(
      await typenames(
        'mutation($e: String!) { subscribeToNewsletter(emailAddress: $e) { __typename } }',
        'subscribeToNewsletter',
        { e: 'news.limit@example.com' },
        2,
      ),
    ).toEqual(['NewsletterSubscribed', 'RateLimitedError']);
  });
});

describe('coupon codes', () => {
  it('limit guessing per address: a guest tries three codes, then waits', async () => {
    await env.shopClient.asAnonymousUser();
    const guesses: Array<{ __typename: string; retryAfterSeconds?: number }> = [];
    for (const code of ['GUESS1', 'GUESS2', 'GUESS3', 'GUESS4']) {
      const { applyCouponCode } = await env.shopClient.query(
        gql`
          mutation ($code: String!) {
            applyCouponCode(couponCode: $code) {
              __typename
              ... on RateLimitedError {
                retryAfterSeconds
              }
            }
          }
        `,
        { code },
      );
      guesses.push(applyCouponCode);
    }
    expect(guesses.map((guess) => guess.__typename)).toEqual([
      'CouponCodeInvalidError',
      'CouponCodeInvalidError',
      'CouponCodeInvalidError',
      'RateLimitedError',
    ]);
    expect(guesses[3]!.retryAfterSeconds).toBeGreaterThan(500);
  });
});

describe('guest checkout emails', () => {
  it('limit probing which addresses have accounts: three tries from an address, then a wait', async () => {
    await env.shopClient.asAnonymousUser();
    const answers: string[] = [];
    for (const email of [
      'probe1@example.com',
      'probe2@example.com',
      'probe3@example.com',
      'probe4@example.com',
    ]) {
      const { setCustomerForOrder } = await env.shopClient.query(
        gql`
          mutation ($input: CreateCustomerInput!) {
            setCustomerForOrder(input: $input) {
              __typename
            }
          }
        `,
        { input: { emailAddress: email, firstName: 'Guest', lastName: 'Probe' } },
      );
      answers.push(setCustomerForOrder.__typename);
    }
    expect(answers.slice(0, 3)).not.toContain('RateLimitedError');
    expect(answers[3]).toBe('RateLimitedError');
  });
});

describe('query limits', () => {
  it('refuse an operation nested deeper than 12 levels', async () => {
    const parents = (levels: number): string =>
      levels === 0 ? 'id' : `id parent { ${parents(levels - 1)} }`;
    await expect(
      env.shopClient.query(gql`
        query Deep {
          collections { items { ${parents(12)} } }
        }
      `),
    ).rejects.toThrow(/Deep is nested 15 levels deep; the limit is 12/);
    // The same shape a few levels shallower is answered.
    await expect(
      env.shopClient.query(gql`
        query Shallow {
          collections { items { ${parents(6)} } }
        }
      `),
    ).resolves.toBeDefined();
  });

  it('refuse an operation selecting more than 5000 fields, fragments counted where used', async () => {
    const fields = Array.from({ length: 600 }, (_, i) => `f${i}: id`).join(' ');
    const spreads = Array.from({ length: 10 }, (_, i) => `p${i}: product(slug: "x") { ...Many }`);
    await expect(
      env.shopClient.query(gql`
        query Wide { ${spreads.join(' ')} }
        fragment Many on Product { ${fields} }
      `),
    ).rejects.toThrow(/Wide selects more than 5000 fields/);
  });
});
