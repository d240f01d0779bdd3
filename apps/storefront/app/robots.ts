import type { MetadataRoute } from 'next';
import { buildRobots } from '../lib/seo/sitemap';

// STOREFRONT_URL is read when the server runs, not when it was built.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return buildRobots();
}
