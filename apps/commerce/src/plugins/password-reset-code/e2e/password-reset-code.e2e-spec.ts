import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEmail } from '../../../e2e/mailbox';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';

let env: DarTestEnvironment;

const REQUEST = gql`
  mutation Request($emailAddress: String!) {
    requestPasswordResetCode(emailAddress: $emailAddress) {
      __typename
      ... on PasswordResetCodeRequested {
        resendAfterSeconds
        expiresInMinutes
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const VERIFY = gql`
  mutation Verify($emailAddress: String!, $code: String!) {
    verifyPasswordResetCode(emailAddress: $emailAddress, code: $code) {
      __typename
      ... on PasswordResetCodeAccepted {
        token
      }
      ... on PasswordResetCodeInvalidError {
        attemptsLeft
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const RESET = gql`
  mutation Reset($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      __typename
      ... on ErrorResult {
        errorCode
      }
    }
  }
`;

interface RequestResult {
  requestPasswordResetCode: {
    __typename: string;
    resendAfterSeconds?: number;
    expiresInMinutes?: number;
  };
}
interface VerifyResult {
  verifyPasswordResetCode: {
    __typename: string;
    token?: string;
    attemptsLeft?: number;
    errorCode?: string;
    message?: string;
  };
}

const request = async (emailAddress: string, languageCode: 'ar' | 'en' = 'en') =>
  (await env.shopClient.query<RequestResult>(REQUEST, { emailAddress }, { languageCode }))
    .requestPasswordResetCode;
const verify = async (emailAddress: string, code: string, languageCode: 'ar' | 'en' = 'en') =>
  (await env.shopClient.query<VerifyResult>(VERIFY, { emailAddress, code }, { languageCode }))
    .verifyPasswordResetCode;

/** The code emails (the subject carries the code; admin-created accounts also get a welcome). */
const isCodeEmail = (email: MailboxEmail) => /\b\d{6}\b/.test(email.subject);
const codeEmails = async (recipient: string) =>
  (await env.mailbox.to(recipient)).filter(isCodeEmail);

const codeIn = (email: MailboxEmail): string => {
  const code = /\b(\d{6})\b/.exec(email.subject)?.[1];
  if (!code) throw new Error(`No code in: ${email.subject}`);
  // The body shows the same code.
  expect(email.body).toContain(code);
  return code;
};

async function createShopper(emailAddress: string, password: string): Promise<void> {
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
    { input: { emailAddress, firstName: 'ريم', lastName: 'خالد' }, password },
  );
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename, {
    // Generous limits: this spec is about codes; the rate-limit spec covers limits.
    environment: {
      RATE_LIMITS: 'requestPasswordResetCode=50/100/60,verifyPasswordResetCode=50/100/60',
    },
  });
  await env.adminClient.asSuperAdmin();
  await createShopper('reem.khaled@example.com', 'Old-password-1');
  await createShopper('sameh.wrong@example.com', 'Old-password-2');
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('password reset by code', () => {
  it('emails a 6-digit code, which gives a token that resets the password', async () => {
    expect(await request('reem.khaled@example.com')).toEqual({
      __typename: 'PasswordResetCodeRequested',
      resendAfterSeconds: 60,
      expiresInMinutes: 10,
    });
    const email = await env.mailbox.waitFor('reem.khaled@example.com', isCodeEmail);
    expect(email.subject).toMatch(/^Your password reset code: \d{6}$/);
    const code = codeIn(email);

    const accepted = await verify('Reem.Khaled@example.com', code);
    expect(accepted.__typename).toBe('PasswordResetCodeAccepted');
    const { resetPassword } = await env.shopClient.query<{ resetPassword: { __typename: string } }>(
      RESET,
      { token: accepted.token, password: 'New-password-1' },
    );
    expect(resetPassword.__typename).toBe('CurrentUser');
    await env.shopClient.asUserWithCredentials('reem.khaled@example.com', 'New-password-1');

    // A code is good once.
    expect((await verify('reem.khaled@example.com', code)).__typename).toBe(
      'PasswordResetCodeInvalidError',
    );
  });

  it('sends no second code within a minute, and says how long to wait', async () => {
    const before = (await codeEmails('sameh.wrong@example.com')).length;
    expect((await request('sameh.wrong@example.com')).resendAfterSeconds).toBe(60);
    const again = await request('sameh.wrong@example.com');
    expect(again.resendAfterSeconds).toBeGreaterThan(0);
    expect(again.resendAfterSeconds).toBeLessThanOrEqual(60);
    await env.mailbox.waitFor('sameh.wrong@example.com', isCodeEmail);
    // Give a wrongly sent second email time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await codeEmails('sameh.wrong@example.com')).toHaveLength(before + 1);
  });

  it('burns the code after five wrong ones, even for the right one after', async () => {
    const code = codeIn(await env.mailbox.waitFor('sameh.wrong@example.com', isCodeEmail));
    const wrong = code === '000000' ? '111111' : '000000';
    const attemptsLeft: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const result = await verify('sameh.wrong@example.com', wrong);
      expect(result.__typename).toBe('PasswordResetCodeInvalidError');
      attemptsLeft.push(result.attemptsLeft ?? -1);
    }
    expect(attemptsLeft).toEqual([4, 3, 2, 1]);
    expect((await verify('sameh.wrong@example.com', wrong)).errorCode).toBe(
      'PASSWORD_RESET_CODE_ATTEMPTS_EXCEEDED_ERROR',
    );
    const burned = await verify('sameh.wrong@example.com', code, 'ar');
    expect(burned).toMatchObject({
      __typename: 'PasswordResetCodeAttemptsExceededError',
      message: 'أدخلت رموزًا خاطئة كثيرة. اطلب رمزًا جديدًا.',
    });
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const unknown = await request('nobody.at.all@example.com');
    const known = await request('someone.new@example.com');
    expect(unknown).toEqual(known);
    expect(await request('nobody.at.all@example.com')).toMatchObject({
      __typename: 'PasswordResetCodeRequested',
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await env.mailbox.to('nobody.at.all@example.com')).toEqual([]);
    // Every guess fails the same way as a wrong code for a real account.
    const guess = await verify('nobody.at.all@example.com', '123456');
    expect(guess.__typename).toBe('PasswordResetCodeInvalidError');
  });
});
