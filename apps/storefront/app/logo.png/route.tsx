import { brandImage } from '../../lib/seo/brand-image';

// The Organization JSON-LD's logo: the same picture for everyone, made once at build.
export const dynamic = 'force-static';

export function GET(): Response {
  return brandImage({ width: 512, height: 512, markSize: 384 });
}
