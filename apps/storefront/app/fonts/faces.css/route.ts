import { fontFaceCss } from '../../../lib/fonts.generated';

/**
 * `GET /fonts/faces.css`: the web fonts' @font-face rules and variables (scripts/fonts.mjs), a
 * stylesheet of their own so no page's HTML carries them. Its link names the rules' hash
 * (`fontFacesHref`), so a browser keeps it a year: new rules are a new address.
 */
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(fontFaceCss, {
    headers: {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
}
