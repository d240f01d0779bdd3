import { createHash, timingSafeEqual } from 'node:crypto';
import { isKnownTag } from './data/cache';

/** At most this many tags in one request: a catalogue import is sent in batches of tags. */
export const MAX_TAGS_PER_REQUEST = 500;

/**
 * Whether the request's `Authorization: Bearer <secret>` carries the configured secret, compared
 * in constant time. Both sides are hashed first, so neither the comparison nor an early length
 * check tells an attacker how much of a guess was right. No secret configured: nobody passes.
 */
export function isAuthorized(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  const match = /^Bearer (.+)$/.exec(authorization.trim());
  if (!match?.[1]) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(match[1]), digest(secret));
}

export type TagsBody = { ok: true; tags: string[] } | { ok: false; error: string };

/** `{ "tags": ["product:sofa", "listing"] }`: known tags only, each once. */
export function parseTagsBody(body: unknown): TagsBody {
  if (
    typeof body !== 'object' ||
    body === null ||
    !Array.isArray((body as { tags?: unknown }).tags)
  ) {
    return { ok: false, error: 'Expected a JSON body { "tags": string[] }.' };
  }
  const tags = (body as { tags: unknown[] }).tags;
  if (tags.length === 0) return { ok: false, error: 'No tags given.' };
  if (tags.length > MAX_TAGS_PER_REQUEST) {
    return { ok: false, error: `At most ${MAX_TAGS_PER_REQUEST} tags per request.` };
  }
  const unknown = tags.filter((tag) => !isKnownTag(tag));
  if (unknown.length > 0) {
    return { ok: false, error: `Unknown tags: ${unknown.slice(0, 5).map(String).join(', ')}` };
  }
  return { ok: true, tags: [...new Set(tags as string[])] };
}
