import { lazyUnitMessages, lazyUnitParams } from '@dar/i18n/server';
import { lazyMessageIds } from '../../../../../lib/client-messages.generated';

/**
 * `GET /api/messages/{locale}/{unit}`: a lazy unit's own messages, compiled (lib/lazy-messages.tsx).
 * Made at build time for every language and unit, so they are files the server sends as they are;
 * anything else is a 404.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export const generateStaticParams = () => lazyUnitParams(lazyMessageIds);

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; unit: string }> },
): Promise<Response> {
  const { locale, unit } = await params;
  return lazyUnitMessages(locale, unit, lazyMessageIds);
}
