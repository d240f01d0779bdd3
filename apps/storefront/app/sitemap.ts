import type { MetadataRoute } from 'next';
import { loadSitemap } from '../lib/data/sitemap';
import { buildSitemap } from '../lib/seo/sitemap';

// Built on request, not at `next build` (which has no commerce server); its data comes from the
// fetch cache (tags `sitemap`, `collections`, `blog`), so a request costs no backend call.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(await loadSitemap());
}
