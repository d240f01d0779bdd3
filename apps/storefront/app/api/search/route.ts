import { withCardPictures } from '@dar/commerce-hooks/server';
import { isLocale } from '@dar/i18n';
import { loadSearch, SEARCH_PREVIEW_SIZE } from '../../../lib/data/search';
import { pictures } from '../../../lib/responsive-images';
import { toSearchPreview } from '../../../lib/search/preview';

/**
 * `GET /api/search?q=…&locale=ar|en`: the search overlay's first results, answered on the server
 * so no GraphQL client ships to the browser. The data cache keeps each term's answer like any
 * listing (tag `listing`), and browsers and CDNs may keep it a minute.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const locale = url.searchParams.get('locale');
  const term = url.searchParams.get('q') ?? '';
  if (!isLocale(locale)) {
    return Response.json({ error: 'locale must be ar or en' }, { status: 400 });
  }
  try {
    const { listing } = await loadSearch(locale, { q: term }, { perPage: SEARCH_PREVIEW_SIZE });
    return Response.json(
      toSearchPreview(
        listing ? { ...listing, products: withCardPictures(listing.products, pictures) } : null,
      ),
      { headers: { 'cache-control': 'public, max-age=60, s-maxage=60' } },
    );
  } catch {
    return Response.json(
      { error: 'search unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
