import { signInShopper } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { returnPath } from '../../../../lib/auth/return-path';
import { backToSignIn, readSessionForm, seeOther } from '../../../../lib/auth/session-forms';

// The shopper's own session: never cached.
export const dynamic = 'force-dynamic';

// Far past any real address or password (the Shop API refuses longer ones anyway).
const MAX_LENGTH = 320;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' && value.length <= MAX_LENGTH ? value : '';
};

/**
 * `POST /api/session/sign-in`: the sign-in form posted without scripts (lib/auth/session-forms.ts).
 * Signed in, the shopper goes on to `next` (a path on this site only) with the session's cookies;
 * refused, back to the sign-in page, which says why in its language and keeps the email. The
 * shopper's address goes along for the commerce server's rate limit.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { form, locale, session } = read;
  const next = returnPath(form.get('next'), localizedPath('/profile', locale));
  const email = text(form, 'email');
  const password = text(form, 'password');
  if (!email || !password) {
    return backToSignIn(locale, next, email, { errorCode: 'INVALID_CREDENTIALS_ERROR' });
  }
  try {
    const { outcome, setCookies } = await signInShopper(
      locale,
      { email, password, rememberMe: form.get('rememberMe') !== null },
      session,
    );
    if (outcome.ok) return seeOther(next, setCookies);
    const wait = outcome.values.retryAfterSeconds;
    return backToSignIn(locale, next, email, {
      errorCode: outcome.errorCode,
      ...(typeof wait === 'number' ? { retryAfterSeconds: wait } : {}),
    });
  } catch {
    // The commerce server unreachable or failing: the page's "try again" (docs/product-spec.md §8).
    return backToSignIn(locale, next, email, { errorCode: 'UNKNOWN_ERROR' });
  }
}
