import { signOutShopper } from '@dar/commerce-hooks/server';
import { isLocale, localizedPath } from '@dar/i18n';
import { clientAddressHeaders } from '../../../../lib/client-address';
import { refusedCrossSite, seeOther } from '../../../../lib/auth/session-forms';

// The shopper's own session: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/session/sign-out`: the account menu's sign-out posted without scripts
 * (lib/auth/session-forms.ts). The session ends and the shopper lands on the home page with the
 * commerce server's cookies cleared; if the server cannot be reached, back to the account.
 */
export async function POST(request: Request): Promise<Response> {
  const refused = refusedCrossSite(request);
  if (refused) return refused;
  const form = await request.formData().catch(() => null);
  const locale = form?.get('locale');
  if (!form || !isLocale(locale)) {
    return new Response('A sign-out form is expected', { status: 400 });
  }
  try {
    const { setCookies } = await signOutShopper(locale, {
      cookie: request.headers.get('cookie') ?? '',
      clientHeaders: clientAddressHeaders(request.headers),
    });
    return seeOther(localizedPath('/', locale), setCookies);
  } catch {
    return seeOther(localizedPath('/profile', locale));
  }
}
