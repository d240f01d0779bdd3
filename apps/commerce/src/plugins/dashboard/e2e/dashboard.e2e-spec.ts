import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { DEVELOPMENT_SUPERADMIN_PASSWORD } from '../../../environment';
import { SESSION_COOKIE_NAMES } from '../../../vendure-config';
import { DASHBOARD_APP_DIR, DASHBOARD_ROUTE } from '../dashboard.plugin';

let env: DarTestEnvironment;

beforeAll(async () => {
  // The commerce build (scripts/build-dashboard.mjs) makes the app; without it the route would
  // serve Vendure's "not built" page and every test below would fail less clearly.
  if (!fs.existsSync(path.join(DASHBOARD_APP_DIR, 'index.html'))) {
    throw new Error(
      `No dashboard build in ${DASHBOARD_APP_DIR}: run pnpm --filter @dar/commerce run build.`,
    );
  }
  env = await startDarTestEnvironment(__filename);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

/** The dashboard's main script, as the browser loads it from the served page. */
async function mainScript(): Promise<string> {
  const html = await (await fetch(`${env.baseUrl}/${DASHBOARD_ROUTE}/`)).text();
  const src = /<script [^>]*src="(assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  const response = await fetch(`${env.baseUrl}/${DASHBOARD_ROUTE}/${src}`);
  expect(response.status).toBe(200);
  return response.text();
}

describe('staff dashboard', () => {
  it('serves the React dashboard at /dashboard/, deep links included', async () => {
    const response = await fetch(`${env.baseUrl}/${DASHBOARD_ROUTE}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<base href="/dashboard/">');
    expect(html).toContain('<div id="app"></div>');
    // Client-side routes fall back to the app.
    const deepLink = await fetch(`${env.baseUrl}/${DASHBOARD_ROUTE}/products`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<base href="/dashboard/">');
  });

  it('is built for our Admin API, with Arabic and English in its language switch', async () => {
    const script = await mainScript();
    expect(script).toContain('adminApiPath:"admin-api"');
    expect(script).toContain('availableLanguages:["ar","en"]');
  });

  it('redirects the old /admin address to the same place under /dashboard', async () => {
    for (const [from, to] of [
      ['/admin', '/dashboard/'],
      ['/admin/', '/dashboard/'],
      ['/admin/catalog/products', '/dashboard/catalog/products'],
    ]) {
      const response = await fetch(`${env.baseUrl}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('lets the superadmin sign in to the Admin API with the session cookie, as the app does', async () => {
    const response = await fetch(`${env.baseUrl}/admin-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { login(username: "superadmin", password: "${DEVELOPMENT_SUPERADMIN_PASSWORD}") { ... on CurrentUser { identifier } } }`,
      }),
    });
    const body = (await response.json()) as { data: { login: { identifier: string } } };
    expect(body.data.login.identifier).toBe('superadmin');
    expect(response.headers.get('set-cookie')).toContain(`${SESSION_COOKIE_NAMES.admin}=`);
  });
});
