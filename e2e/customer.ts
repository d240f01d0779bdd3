import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_COMMERCE_PORT } from './servers';

/**
 * The commerce server's dev mailbox, where the email plugin puts every email in development (the
 * cluster's journeys name theirs).
 */
const MAILBOX = process.env.E2E_MAILBOX_URL ?? `http://localhost:${E2E_COMMERCE_PORT}/mailbox`;

export const CUSTOMER_PASSWORD = 'Dar-e2e-Passw0rd';

/** One Shop API call through the storefront's `/shop-api` with `api`'s cookies; no errors allowed. */
export async function shopApi<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  // The storefront's own /shop-api: the session cookie lands on the shop's origin, as in a browser.
  const response = await api.post('/shop-api', { data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Waits for an email to `email` whose body matches `pattern` (newest first, skipping `seen` files)
 * and returns the match and the file it came from.
 */
export async function emailMatching(
  api: APIRequestContext,
  email: string,
  pattern: RegExp,
  { what, seen = [] }: { what: string; seen?: readonly string[] },
): Promise<{ match: RegExpExecArray; fileName: string }> {
  let found: { match: RegExpExecArray; fileName: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = (await (await api.get(`${MAILBOX}/list`)).json()) as {
          fileName: string;
          recipient: string;
        }[];
        for (const entry of list) {
          if (entry.recipient !== email || seen.includes(entry.fileName)) continue;
          const item = (await (
            await api.get(`${MAILBOX}/item/${encodeURIComponent(entry.fileName)}`)
          ).json()) as { body: string };
          const match = pattern.exec(item.body);
          if (match) {
            found = { match, fileName: entry.fileName };
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `${what} to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Waits for the verification email to `email` and returns the token its link carries. */
async function verificationToken(api: APIRequestContext, email: string): Promise<string> {
  // The link as the template escaped it: `token&#x3D;…` in the HTML.
  const { match } = await emailMatching(api, email, /token(?:=|&#x3D;)([^"&<\s]+)/, {
    what: 'the verification email',
  });
  return decodeURIComponent(match[1]!);
}

/** The storefront path (with its query) of the verification email's link to `email`. */
export async function verificationLink(api: APIRequestContext, email: string): Promise<string> {
  const { match } = await emailMatching(api, email, /href="([^"]*\/auth\/otp\?[^"]*)"/, {
    what: 'the verification email',
  });
  const url = new URL(match[1]!.replace(/&#x3D;/g, '=').replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

/** The 6-digit password-reset code of the newest reset email to `email` not in `seen`. */
export async function passwordResetCode(
  api: APIRequestContext,
  email: string,
  seen: readonly string[] = [],
): Promise<{ code: string; fileName: string }> {
  const { match, fileName } = await emailMatching(api, email, />\s*(\d{6})\s*</, {
    what: 'the password reset code',
    seen,
  });
  return { code: match[1]!, fileName };
}

/**
 * A new, verified customer signed in in this browser context (the way an account journey would
 * end, done through the Shop API so a catalogue journey can start signed in). The verification
 * token comes from the real mailbox.
 */
export async function signInNewCustomer(api: APIRequestContext): Promise<{ email: string }> {
  return registerVerifiedCustomer(api);
}

/**
 * A new customer, registered and verified through `api` (which is then signed in as them): for a
 * journey that signs in through the page, pass a request context of its own.
 */
export async function registerVerifiedCustomer(api: APIRequestContext): Promise<{ email: string }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { registerCustomerAccount } = await shopApi<{
    registerCustomerAccount: { __typename: string; message?: string };
  }>(
    api,
    `mutation ($input: RegisterCustomerInput!) { registerCustomerAccount(input: $input) {
      __typename ... on ErrorResult { message } } }`,
    {
      input: {
        emailAddress: email,
        firstName: 'Mona',
        lastName: 'Hassan',
        password: CUSTOMER_PASSWORD,
      },
    },
  );
  expect(registerCustomerAccount.__typename, registerCustomerAccount.message).toBe('Success');
  const token = await verificationToken(api, email);
  const { verifyCustomerAccount } = await shopApi<{
    verifyCustomerAccount: { __typename: string; message?: string };
  }>(
    api,
    `mutation ($token: String!) { verifyCustomerAccount(token: $token) {
      __typename ... on ErrorResult { message } } }`,
    { token },
  );
  expect(verifyCustomerAccount.__typename, verifyCustomerAccount.message).toBe('CurrentUser');
  return { email };
}
