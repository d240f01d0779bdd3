// Next's page and data cache (ISR pages, tagged Shop API fetches) in Redis, for storefront
// replicas that share one cache: a page rendered by one is served by all, and a tag revalidated
// through any of them (app/api/revalidate) is stale on every one. Next's own cache-handler
// interface (next.config.ts `cacheHandler`, used only when REDIS_URL is set); without Redis each
// process keeps Next's default file-system cache.
//
// Entries are keyed by build, so replicas of two releases never serve each other's pages.
// Values keep their Buffers and Maps (the RSC payload, per-segment data) through v8's
// serializer. A tag revalidation is a timestamp in one Redis hash: an entry older than any of
// its tags' timestamps is a miss and renders afresh. Redis unreachable: a miss, never an error.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Redis } from 'ioredis';

const TAGS_HEADER = 'x-next-cache-tags';
/** An entry with no expiry of its own is kept this long (seconds), then rendered again. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Next 15 takes a cached page's lifetime (its `Cache-Control: s-maxage`, when it goes stale) from
 * what this process rendered, never from the entry a handler returns: a page another replica
 * rendered would answer with no Cache-Control at all (and the front would not keep it) and never go
 * stale here. So an entry's lifetime, stored with it, is handed to Next's table of lifetimes as the
 * entry is read. Next keeps that table in a module of its own (`.external`, one instance per
 * process). Should the module move, pages still render and are shared; the cluster test, which
 * checks the front keeps a page either replica served, fails.
 */
let sharedCacheControls;
try {
  sharedCacheControls = createRequire(import.meta.url)(
    'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js',
  ).SharedCacheControls?.cacheControls;
} catch {
  sharedCacheControls = undefined;
}

let client;
function redis() {
  if (!client) {
    client = new Redis(process.env.REDIS_URL, {
      connectionName: 'dar-storefront-cache',
      // A page waits for Redis at most this long before rendering without it.
      maxRetriesPerRequest: 1,
      commandTimeout: 500,
    });
    // ioredis reconnects by itself; without a listener an outage would crash the process.
    client.on('error', () => undefined);
  }
  return client;
}

function buildId(serverDistDir) {
  try {
    return readFileSync(join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** The tags a stored value carries: a fetch's from its context, a page's from its headers. */
function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

export default class RedisCacheHandler {
  constructor(options) {
    const build = buildId(options.serverDistDir ?? join(process.cwd(), '.next', 'server'));
    this.prefix = `dar:next:${build}:`;
    this.tagsKey = `dar:next:${build}:revalidated-tags`;
  }

  async get(key, ctx) {
    try {
      const raw = await redis().getBuffer(this.prefix + key);
      if (!raw) return null;
      const entry = deserialize(raw);
      const tags = [...new Set([...entry.tags, ...tagsOf(null, ctx)])];
      if (tags.length > 0) {
        const revalidated = await redis().hmget(this.tagsKey, ...tags);
        if (revalidated.some((at) => at !== null && Number(at) >= entry.lastModified)) return null;
      }
      if (entry.cacheControl && entry.value?.kind !== 'FETCH') {
        sharedCacheControls?.set(key, entry.cacheControl);
      }
      return {
        lastModified: entry.lastModified,
        value: entry.value,
        cacheControl: entry.cacheControl,
      };
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      if (data === null) {
        await redis().del(this.prefix + key);
        return;
      }
      const entry = {
        value: data,
        lastModified: Date.now(),
        tags: tagsOf(data, ctx),
        cacheControl: ctx?.cacheControl,
      };
      const expire = ctx?.cacheControl?.expire;
      const ttl =
        typeof expire === 'number' && Number.isFinite(expire) && expire > 0
          ? Math.min(expire, DEFAULT_TTL_SECONDS)
          : DEFAULT_TTL_SECONDS;
      await redis().set(this.prefix + key, serialize(entry), 'EX', ttl);
    } catch {
      // Not cached this time: the next request renders the page again.
    }
  }

  async revalidateTag(tags) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const now = Date.now();
    await redis()
      .hset(this.tagsKey, Object.fromEntries(list.map((tag) => [tag, String(now)])))
      .catch(() => undefined);
  }

  resetRequestCache() {}
}
