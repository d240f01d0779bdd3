import { setFavoriteFromForm } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { returnPath } from '../../../lib/auth/return-path';
import { readSessionForm, seeOther } from '../../../lib/auth/session-forms';
import { signInHref } from '../../../lib/catalogue/sign-in';

// The shopper's own wishlist: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/wishlist`: a wishlist heart posted without scripts (lib/cart/forms.ts). A customer's
 * product goes into the wishlist or out of it, as the heart asked (sent twice, it stays so), and
 * they land on the wishlist, where it shows. A guest is asked to sign in first and comes back to
 * the page they were on (`next`).
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { form, locale, session } = read;
  const productId = form.get('productId');
  if (typeof productId !== 'string' || !/^[\w-]{1,64}$/.test(productId)) {
    return new Response('A product is expected', { status: 400 });
  }
  const wishlist = localizedPath('/wishlist', locale);
  const next = returnPath(form.get('next'), wishlist);
  try {
    const { signedIn, setCookies } = await setFavoriteFromForm(
      locale,
      { productId, inWishlist: form.get('inWishlist') !== 'false' },
      session,
    );
    return seeOther(signedIn ? wishlist : signInHref(locale, next), setCookies);
  } catch {
    // The commerce server unreachable or failing: back where they were, nothing changed.
    return seeOther(next);
  }
}
