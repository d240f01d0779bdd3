import { readBuildId } from '../../lib/build-id';

// Asked every few minutes by open pages (docs/product-spec.md §7, new builds): always the live answer.
export const dynamic = 'force-dynamic';

/** The live build's id, which open pages compare with the build that rendered them. */
export function GET(): Response {
  return Response.json(
    { buildId: readBuildId() },
    { headers: { 'cache-control': 'no-store, max-age=0' } },
  );
}
