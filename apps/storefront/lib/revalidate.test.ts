import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag }));

const { POST } = await import('../app/api/revalidate/route');
const { isAuthorized, parseTagsBody } = await import('./revalidate');

const SECRET = 'a-long-shared-revalidate-secret';

function post(body: unknown, authorization?: string): Request {
  return new Request('http://localhost:3000/api/revalidate', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization ? { authorization } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

beforeEach(() => {
  vi.stubEnv('STOREFRONT_REVALIDATE_SECRET', SECRET);
  revalidateTag.mockClear();
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('expires exactly the tags the commerce server names, at once', async () => {
    const response = await POST(
      post({ tags: ['product:nile-sofa', 'listing', 'product:nile-sofa'] }, `Bearer ${SECRET}`),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ revalidated: ['product:nile-sofa', 'listing'] });
    expect(revalidateTag.mock.calls).toEqual([['product:nile-sofa'], ['listing']]);
  });

  it('answers 401 and expires nothing without the right secret', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`, SECRET]) {
      const response = await POST(post({ tags: ['catalogue'] }, authorization));
      expect(response.status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 to everyone when no secret is configured', async () => {
    vi.stubEnv('STOREFRONT_REVALIDATE_SECRET', '');
    expect((await POST(post({ tags: ['catalogue'] }, 'Bearer '))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('refuses a malformed body or unknown tags with 400', async () => {
    const auth = `Bearer ${SECRET}`;
    for (const body of ['not json', {}, { tags: [] }, { tags: 'listing' }, { tags: ['nope'] }]) {
      expect((await POST(post(body, auth))).status).toBe(400);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe('isAuthorized', () => {
  it('compares the whole secret', () => {
    expect(isAuthorized(`Bearer ${SECRET}`, SECRET)).toBe(true);
    expect(isAuthorized(`Bearer ${SECRET.slice(0, -1)}`, SECRET)).toBe(false);
    expect(isAuthorized(`Bearer ${SECRET}x`, SECRET)).toBe(false);
    expect(isAuthorized(`Bearer ${SECRET}`, undefined)).toBe(false);
  });
});

describe('parseTagsBody', () => {
  it('accepts the fixed tags and slug tags of each kind', () => {
    expect(
      parseTagsBody({
        tags: ['catalogue', 'home', 'collection:living-room', 'page:about', 'blog:x'],
      }),
    ).toMatchObject({ ok: true });
    expect(parseTagsBody({ tags: ['product:'] })).toMatchObject({ ok: false });
    expect(parseTagsBody({ tags: new Array(501).fill('home') })).toMatchObject({ ok: false });
  });
});
