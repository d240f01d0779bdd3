import { violationsOf as violationsAtRest } from './axe';
import { expect, type APIRequest, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures';
import { E2E_COMMERCE_PORT } from './servers';

/**
 * Staff on the commerce server's Admin API and its dashboard (/dashboard): the superadmin the
 * e2e server starts with (development defaults), and staff members with one of the shop's roles.
 */

export const COMMERCE_URL = `http://localhost:${E2E_COMMERCE_PORT}`;
export const DASHBOARD_URL = `${COMMERCE_URL}/dashboard`;

/**
 * At most how long the storefront may take to show a staff edit; the journeys poll the page and
 * go on as soon as it does. The edit is announced at once and again 10 s later (a page rendered
 * from data read before the edit, while another project's journey made the storefront render the
 * same page, is stored after the first announcement; the second expires it), and the first visit
 * after it waits for the page to render afresh: seconds, more on a loaded 2-core machine.
 */
export const STOREFRONT_CATCHES_UP_MS = 60_000;

export const SUPERADMIN = { username: 'superadmin', password: 'superadmin' };

export interface StaffMember {
  username: string;
  password: string;
}

/**
 * One Admin API call with `api`'s cookies (the session cookie the login sets); fails the test on
 * a GraphQL error unless `allowErrors`, in which case the errors come back for a test to check.
 */
export async function adminApi<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const { data, errors } = await adminApiResult<T>(api, query, variables);
  expect(errors, JSON.stringify(errors)).toBeUndefined();
  return data as T;
}

export async function adminApiResult<T>(
  api: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await api.post(`${COMMERCE_URL}/admin-api`, { data: { query, variables } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return response.json();
}

export async function signInToAdminApi(api: APIRequestContext, staff: StaffMember): Promise<void> {
  const { login } = await adminApi<{ login: { identifier?: string; message?: string } }>(
    api,
    `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) {
      ... on CurrentUser { identifier } ... on ErrorResult { message } } }`,
    { u: staff.username, p: staff.password },
  );
  expect(login.identifier, login.message).toBe(staff.username);
}

let superadminSession: Promise<APIRequestContext> | undefined;

/**
 * The superadmin's Admin API session, signed in once per worker: the server allows an account ten
 * sign-ins in 15 minutes, as in production.
 */
export function superadmin(request: APIRequest): Promise<APIRequestContext> {
  superadminSession ??= request.newContext().then(async (api) => {
    await signInToAdminApi(api, SUPERADMIN);
    return api;
  });
  return superadminSession;
}

/**
 * A new staff member with the role of code `roleCode` (made by the superadmin), or with a new role
 * holding exactly `roleCode` when it is a list of permissions, for one test: every test gets its
 * own, so parallel tests never share a session.
 */
export async function createStaffMember(
  request: APIRequest,
  roleCode: string | string[],
  name: string,
): Promise<StaffMember> {
  const api = await superadmin(request);
  let role: { id: string } | undefined;
  if (Array.isArray(roleCode)) {
    const { createRole } = await adminApi<{ createRole: { id: string } }>(
      api,
      `mutation ($input: CreateRoleInput!) { createRole(input: $input) { id } }`,
      {
        input: {
          code: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
          description: name,
          permissions: roleCode,
        },
      },
    );
    role = createRole;
  } else {
    const { roles } = await adminApi<{ roles: { items: Array<{ id: string; code: string }> } }>(
      api,
      `{ roles(options: { take: 100 }) { items { id code } } }`,
    );
    role = roles.items.find((item) => item.code === roleCode);
  }
  expect(role, `the ${String(roleCode)} role`).toBeDefined();
  const staff = {
    username: `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'a-long-staff-password-1',
  };
  await adminApi(
    api,
    `mutation ($input: CreateAdministratorInput!) { createAdministrator(input: $input) { id } }`,
    {
      input: {
        firstName: name,
        lastName: 'Staff',
        emailAddress: staff.username,
        password: staff.password,
        roleIds: [role!.id],
      },
    },
  );
  return staff;
}

/**
 * Signs `staff` in on the dashboard's own sign-in screen, with the dashboard in `language`: what
 * its language switch would keep in the browser, for a staff member with no saved settings yet
 * (the dashboard then keeps them on the server).
 */
export async function signInToDashboard(
  page: Page,
  staff: StaffMember,
  language: 'ar' | 'en',
): Promise<void> {
  await page.addInitScript((displayLanguage) => {
    const key = 'vendure-user-settings';
    if (!localStorage.getItem(key)) {
      localStorage.setItem(
        key,
        JSON.stringify({ displayLanguage, contentLanguage: displayLanguage }),
      );
    }
  }, language);
  await page.goto(`${DASHBOARD_URL}/login`);
  await page.locator('input[name="username"]').fill(staff.username);
  await page.locator('input[name="password"]').fill(staff.password);
  await page.locator('button[type="submit"]').click();
  // The dashboard's first screen after the sign-in loads its 2.7 MB script's routes and the
  // staff member's settings: seconds, more on a loaded machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  // The sign-in lands on the dashboard's home page, and its screen navigates there once more when
  // the login call's callback runs (@vendure/dashboard's login route): a journey that opened a
  // screen before then was taken back home. Both are over once the page is rendered and quiet.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/** Ids and pictures made here never meet another run's: each run seeds a fresh database. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Opens a screen of a section (Shop front, Content, Customer care) from the dashboard's side menu. */
export async function openScreen(page: Page, section: string, screen: string): Promise<void> {
  const link = page.getByRole('link', { name: screen, exact: true });
  if (!(await link.isVisible())) {
    await page.getByRole('button', { name: section, exact: true }).click();
  }
  // A click that lands before the dashboard's router is ready does nothing: clicked again until
  // the screen's address is the link's.
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await expect(async () => {
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * axe over our screens' own markup: the detail page's form (its fields, schedule block and action
 * bar). The dashboard's chrome around it (side menu, data tables, toggles) and, inside it, its
 * asset picker (`data-dar-picture`), its relation selector (`data-dar-picker`), the toolbar of its
 * rich text editor (icon-only buttons, also on its own product screen) and the icon-only "entity
 * information" button of a saved entity's action bar are @vendure/dashboard's: axe finds list,
 * button-name, aria-toggle-field-name and nested-interactive violations there on its own screens
 * too, which are not ours to fix here.
 */
export const violationsOf = (page: Page, include = 'main form') =>
  violationsAtRest(page, {
    include,
    exclude: [
      '[data-dar-picture]',
      '[data-dar-picker]',
      '[data-testid="rich-text-editor"] > .border-b',
      '[data-testid="entity-info-trigger"]',
    ],
  });

/** `2026-11-27T10:05:30` in the browser's (and this machine's) time zone. */
export function localDateTime(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/**
 * Sets up a dashboard journey's spec and gives its `expect`: a test's time for screens that are one
 * 2.7 MB script and a storefront that catches up within seconds; screens that render after their
 * Admin API queries (more than the default 5 s on the shared 2-core machine with both projects
 * running); and a click or fill that cannot happen failing within 30 s, not at the test's end.
 * Called once at the top of the spec.
 */
export function dashboardJourney() {
  test.describe.configure({ timeout: 240_000 });
  test.use({ actionTimeout: 30_000 });
  return expect.configure({ timeout: 15_000 });
}
