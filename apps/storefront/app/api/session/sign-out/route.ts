import { signOutShopper } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { readSessionForm, seeOther } from '../../../../lib/auth/session-forms';

// The shopper's own session: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/session/sign-out`: the account menu's sign-out posted without scripts
 * (lib/auth/session-forms.ts). The session ends and the shopper lands on the home page with the
 * commerce server's cookies cleared; if the server cannot be reached, back to the account.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { locale, session } = read;
  try {
    const { setCookies } = await signOutShopper(locale, session);
    return seeOther(localizedPath('/', locale), setCookies);
  } catch {
    return seeOther(localizedPath('/profile', locale));
  }
}
