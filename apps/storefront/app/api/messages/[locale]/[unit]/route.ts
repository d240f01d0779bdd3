import { isLocale, locales } from '@dar/i18n';
import { compiledMessagesFor } from '@dar/i18n/server';
import { lazyMessageIds } from '../../../../../lib/client-messages.generated';

/**
 * `GET /api/messages/{locale}/{unit}`: a lazy unit's own messages, compiled (lib/lazy-messages.tsx).
 * Made at build time for every language and unit, so they are files the server sends as they are;
 * anything else is a 404. A browser may keep them an hour: they change only with a new build.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

type Unit = keyof typeof lazyMessageIds;
const isUnit = (unit: string): unit is Unit => Object.hasOwn(lazyMessageIds, unit);

export function generateStaticParams() {
  return locales.flatMap((locale) => Object.keys(lazyMessageIds).map((unit) => ({ locale, unit })));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; unit: string }> },
): Promise<Response> {
  const { locale, unit } = await params;
  if (!isLocale(locale) || !isUnit(unit)) {
    return Response.json({ error: 'no such messages' }, { status: 404 });
  }
  return Response.json(compiledMessagesFor(locale, lazyMessageIds[unit]), {
    headers: { 'cache-control': 'public, max-age=3600' },
  });
}
