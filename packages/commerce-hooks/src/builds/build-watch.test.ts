import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchBuildId, isChunkLoadError, reloadAfterChunkError, watchBuild } from './build-watch';

// A real HTTP server plays the storefront's build-id route.
let liveBuild = 'build-1';
let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ buildId: liveBuild }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build-id`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('watchBuild', () => {
  it('says nothing while the same build is live, then names the new one once', async () => {
    liveBuild = 'build-1';
    expect(await fetchBuildId(url)).toBe('build-1');
    const seen: string[] = [];
    const stop = watchBuild({
      currentBuildId: 'build-1',
      url,
      intervalMs: 20,
      onNewBuild: (id) => seen.push(id),
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(seen).toEqual([]);
    liveBuild = 'build-2';
    await vi.waitFor(() => expect(seen).toEqual(['build-2']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual(['build-2']);
    stop();
  });

  it('treats an unreachable storefront as no news', async () => {
    expect(await fetchBuildId('http://127.0.0.1:9/build-id')).toBeNull();
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 10 s per path', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
    let now = 1_000_000;
    const reload = vi.fn();
    const options = { storage, reload, now: () => now };
    expect(reloadAfterChunkError('/products', options)).toBe(true);
    now += 9_999;
    expect(reloadAfterChunkError('/products', options)).toBe(false);
    // Another path has its own guard.
    expect(reloadAfterChunkError('/en/products', options)).toBe(true);
    now += 1;
    expect(reloadAfterChunkError('/products', options)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('recognises chunk-load failures and nothing else', () => {
    const chunk = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
