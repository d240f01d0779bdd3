// @vitest-environment happy-dom
import { compiledMessagesFor } from '@dar/i18n/server';
import { UiProvider } from '@dar/ui';
import { cleanup, configure, fireEvent, render } from '@testing-library/react';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../app/build-id/route';
import { DEVELOPMENT_BUILD_ID } from './build-id';
import { NewBuildOffer } from './new-build-offer';

// The storefront's working directory, with the `.next/BUILD_ID` that `next build` writes.
let root: string;
const deploy = (buildId: string) => writeFileSync(path.join(root, '.next', 'BUILD_ID'), buildId);
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dar-storefront-'));
  mkdirSync(path.join(root, '.next'));
  vi.spyOn(process, 'cwd').mockReturnValue(root);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});
configure({ asyncUtilTimeout: 5_000 });

describe('GET /build-id', () => {
  it('answers the live build id, never cached, and the new one after a deployment', async () => {
    deploy('build-A\n');
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(await response.json()).toEqual({ buildId: 'build-A' });
    deploy('build-B');
    expect(await GET().json()).toEqual({ buildId: 'build-B' });
  });

  it('answers the development id when no build was made (next dev)', async () => {
    rmSync(path.join(root, '.next'), { recursive: true });
    expect(await GET().json()).toEqual({ buildId: DEVELOPMENT_BUILD_ID });
  });
});

// A real HTTP server answering with the route handler, as the storefront would.
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    const response = GET();
    void response.text().then((body) => {
      res.writeHead(response.status, {
        'content-type': response.headers.get('content-type') ?? 'application/json',
        'cache-control': response.headers.get('cache-control') ?? '',
        // The test page's origin is happy-dom's, not this server's.
        'access-control-allow-origin': '*',
      });
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-id`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const OFFER = {
  ar: { text: 'يتوفّر إصدار جديد من دار.', button: 'إعادة التحميل' },
  en: { text: 'A new version of Dar is available.', button: 'Reload' },
} as const;

describe.each(['ar', 'en'] as const)('the new-build offer in %s', (locale) => {
  it('stays hidden while the page’s build is live, then offers a reload', async () => {
    deploy('build-A');
    const reload = vi.fn();
    const view = render(
      <UiProvider locale={locale} messages={compiledMessagesFor(locale)}>
        <main>page</main>
        <NewBuildOffer currentBuildId="build-A" url={url} intervalMs={20} reload={reload} />
      </UiProvider>,
    );
    // Several checks answer the same build: nothing is offered.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(view.queryByText(OFFER[locale].text)).toBeNull();

    deploy('build-B');
    const status = await view.findByRole('status');
    expect(status.textContent).toContain(OFFER[locale].text);
    expect(reload).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: OFFER[locale].button }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
