import { fetch as nodeFetch } from 'undici';

/**
 * Helpers for the tests against the real commerce server: a fetch that keeps cookies as a
 * browser does (the session is an HttpOnly cookie), and a verified customer made by staff.
 */

/**
 * A fetch with a cookie jar; `cookieHeader()` is what a browser would send. Node's own fetch
 * (undici), also under a DOM test environment, whose browser fetch hides Set-Cookie. `hold()`
 * keeps the next requests from leaving until `release()`, so a test sees the screen while the
 * server has not answered yet.
 */
export function cookieFetch(): typeof fetch & {
  cookieHeader(): string;
  /** Drops the cookies, as when a session expires. */
  forget(): void;
  hold(): void;
  release(): void;
} {
  let gate: { promise: Promise<void>; open: () => void } | null = null;
  const hold = () => {
    let open = () => undefined as void;
    const promise = new Promise<void>((resolve) => (open = resolve));
    gate = { promise, open };
  };
  const release = () => {
    gate?.open();
    gate = null;
  };
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const wrapped = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    if (gate) await gate.promise;
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set('cookie', cookieHeader());
    const response = (await nodeFetch(String(input), {
      method: init.method,
      body: init.body as string | undefined,
      headers: Object.fromEntries(headers),
      signal: init.signal ?? undefined,
    })) as unknown as Response;
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0] ?? '';
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
  return Object.assign(wrapped as typeof fetch, {
    cookieHeader,
    hold,
    release,
    forget: () => jar.clear(),
  });
}

async function call<T>(
  doFetch: typeof fetch,
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await doFetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

let counter = 0;
let admin: Promise<ReturnType<typeof cookieFetch>> | undefined;

/** One staff session per test file: the server rate-limits sign-ins (RATE_LIMITS). */
function adminSession(commerceUrl: string): Promise<ReturnType<typeof cookieFetch>> {
  admin ??= (async () => {
    const session = cookieFetch();
    const { login } = await call<{ login: { __typename: string } }>(
      session,
      `${commerceUrl}/admin-api`,
      `mutation { login(username: "superadmin", password: "superadmin") { __typename } }`,
    );
    if (login.__typename !== 'CurrentUser') throw new Error(`Staff sign-in: ${login.__typename}`);
    return session;
  })();
  return admin;
}

/** A new verified customer (made through the Admin API, as staff would) and its password. */
export async function createCustomer(
  commerceUrl: string,
  firstName = 'ليلى',
): Promise<{ emailAddress: string; password: string }> {
  const admin = await adminSession(commerceUrl);
  const emailAddress = `hooks-${process.pid}-${Date.now()}-${counter++}@example.com`;
  const password = 'a-long-shopper-password-1';
  await call(
    admin,
    `${commerceUrl}/admin-api`,
    `mutation ($input: CreateCustomerInput!, $password: String!) {
      createCustomer(input: $input, password: $password) { ... on Customer { id } }
    }`,
    { input: { emailAddress, firstName, lastName: 'Mostafa' }, password },
  );
  return { emailAddress, password };
}

/** Signs `shopper` in through the Shop API; its jar then holds the session cookie. */
export async function signIn(
  commerceUrl: string,
  shopper: ReturnType<typeof cookieFetch>,
  credentials: { emailAddress: string; password: string },
): Promise<void> {
  await call(
    shopper,
    `${commerceUrl}/shop-api`,
    `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { __typename } }`,
    { u: credentials.emailAddress, p: credentials.password },
  );
}

/** A query or mutation through the Admin API as staff (the file's one staff session). */
export async function adminQuery<T>(
  commerceUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  return call<T>(await adminSession(commerceUrl), `${commerceUrl}/admin-api`, query, variables);
}

/**
 * The token of the account-verification email the server sent to `emailAddress`, read from its
 * dev mailbox (`/mailbox/list`, `/mailbox/item/:file`) as the e2e specs' Mailbox does. Emails
 * leave through the job queue, so it polls.
 */
export async function verificationToken(
  commerceUrl: string,
  emailAddress: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const list = (await (await nodeFetch(`${commerceUrl}/mailbox/list`)).json()) as Array<{
      fileName: string;
      recipient: string;
    }>;
    for (const entry of list.filter((candidate) => candidate.recipient === emailAddress)) {
      const email = (await (
        await nodeFetch(`${commerceUrl}/mailbox/item/${encodeURIComponent(entry.fileName)}`)
      ).json()) as { body: string };
      // The link is HTML-escaped in the body (`&amp;`, `&#x3D;` for `=`).
      const body = email.body.replace(/&#x3D;/gi, '=').replace(/&amp;/g, '&');
      const token = /[?&]token=([^&"<\s]+)/.exec(body)?.[1];
      if (token) return decodeURIComponent(token);
    }
    if (Date.now() > deadline) throw new Error(`No verification email to ${emailAddress}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
