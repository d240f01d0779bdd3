import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '../../app/api/nav/[locale]/route';

afterEach(() => {
  vi.unstubAllGlobals();
});

const get = (locale: string) =>
  GET(new Request(`http://shop.test/api/nav/${locale}`), {
    params: Promise.resolve({ locale }),
  });

describe("the header menus' tree (app/api/nav/[locale])", () => {
  it('answers 404 for a language the shop does not have, without asking the commerce server', async () => {
    const fetches = vi.fn();
    vi.stubGlobal('fetch', fetches);
    expect((await get('fr')).status).toBe(404);
    expect((await get('constructor')).status).toBe(404);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('answers 503, kept by nobody, when the commerce server cannot be reached', async () => {
    const unreachable = vi.fn(() => Promise.reject(new TypeError('fetch failed')));
    vi.stubGlobal('fetch', unreachable);
    const response = await get('ar');
    expect(unreachable).toHaveBeenCalled();
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
