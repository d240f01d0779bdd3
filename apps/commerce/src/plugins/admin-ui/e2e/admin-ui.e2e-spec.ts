import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { DEVELOPMENT_SUPERADMIN_PASSWORD } from '../../../environment';
import { SESSION_COOKIE_NAMES } from '../../../vendure-config';
import { ADMIN_UI_ROUTE } from '../admin-ui.plugin';

let env: DarTestEnvironment;

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
}, 180_000);

afterAll(async () => {
  await env?.stop();
});

describe('admin dashboard', () => {
  it('serves the prebuilt Admin UI at /admin/', async () => {
    const response = await fetch(`${env.baseUrl}/${ADMIN_UI_ROUTE}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<base href="/admin/"');
    expect(html).toMatch(/<script [^>]*src="main-[A-Z0-9]+\.js"/);
    // Client-side routes fall back to the app.
    const deepLink = await fetch(`${env.baseUrl}/${ADMIN_UI_ROUTE}/catalog/products`);
    expect(await deepLink.text()).toContain('<base href="/admin/"');
  });

  it('points the app at our Admin API, in Arabic with English available', async () => {
    const response = await fetch(`${env.baseUrl}/${ADMIN_UI_ROUTE}/vendure-ui-config.json`);
    const config = (await response.json()) as Record<string, unknown>;
    expect(config).toMatchObject({
      adminApiPath: 'admin-api',
      apiHost: 'auto',
      apiPort: 'auto',
      brand: 'Dar',
      defaultLanguage: 'ar',
      availableLanguages: ['ar', 'en'],
    });
  });

  it('writes its configuration into its own copy, never into node_modules', () => {
    const prebuilt = path.join(
      path.dirname(require.resolve('@vendure/admin-ui-plugin/package.json')),
      'lib/admin-ui/browser/vendure-ui-config.json',
    );
    const shipped = JSON.parse(fs.readFileSync(prebuilt, 'utf-8')) as Record<string, unknown>;
    expect(shipped.brand).not.toBe('Dar');
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
