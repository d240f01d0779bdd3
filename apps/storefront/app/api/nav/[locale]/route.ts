import { getCategoryTree } from '@dar/commerce-hooks/server';
import { isLocale } from '@dar/i18n';
import { navCategories } from '../../../../lib/shell/links';

/**
 * `GET /api/nav/{locale}`: the header's category tree (`NavCategory[]`), which its menus fetch
 * with their code on first use (the header's `navUrl`), so a page does not carry every
 * sub-category as the menus' props. The data cache keeps the tree like the layout's (tag
 * `collections`, revalidated by staff edits); browsers and the front may keep it a minute.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) {
    return Response.json({ error: 'locale must be ar or en' }, { status: 404 });
  }
  try {
    return Response.json(navCategories(await getCategoryTree(locale), locale), {
      headers: { 'cache-control': 'public, max-age=60, s-maxage=60' },
    });
  } catch {
    return Response.json(
      { error: 'categories unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    );
  }
}
