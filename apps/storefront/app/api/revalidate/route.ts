import { revalidateTag } from 'next/cache';
import { isAuthorized, parseTagsBody } from '../../../lib/revalidate';

// A webhook: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/revalidate` with `Authorization: Bearer $STOREFRONT_REVALIDATE_SECRET` and
 * `{ "tags": [...] }`: the commerce server's `storefront-revalidation` plugin says which cache tags
 * a staff edit made stale. Each tag expires now: the next visitor of an affected
 * page waits for fresh data rather than seeing the old price once more. Other pages stay cached.
 */
export async function POST(request: Request): Promise<Response> {
  const noStore = { 'cache-control': 'no-store' };
  if (
    !isAuthorized(request.headers.get('authorization'), process.env.STOREFRONT_REVALIDATE_SECRET)
  ) {
    return Response.json({ error: 'Unauthorized' }, { status: 401, headers: noStore });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    body = undefined;
  }
  const parsed = parseTagsBody(body);
  if (!parsed.ok) return Response.json({ error: parsed.error }, { status: 400, headers: noStore });
  for (const tag of parsed.tags) revalidateTag(tag);
  return Response.json({ revalidated: parsed.tags }, { headers: noStore });
}
