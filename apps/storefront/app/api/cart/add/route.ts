import { addToCartFromForm } from '@dar/commerce-hooks/server';
import { cartFailure, cartHref, MAX_LINE_QUANTITY, readQuantity } from '../../../../lib/cart/forms';
import { readSessionForm, seeOther } from '../../../../lib/auth/session-forms';

// The shopper's own cart: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/cart/add`: add to cart posted without scripts (lib/cart/forms.ts), from a product
 * page's buy box or a card's quick add. The piece goes into the shopper's cart (a guest gets a
 * session: the commerce server's cookies are passed on untouched) and the shopper lands on the
 * cart, where it shows; a refusal (out of stock, unknown variant) lands there too, worded.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { form, locale, session } = read;
  const variantId = form.get('variantId');
  const quantity = readQuantity(form.get('quantity')) ?? 1;
  if (typeof variantId !== 'string' || !/^[\w-]{1,64}$/.test(variantId)) {
    return new Response('A product variant is expected', { status: 400 });
  }
  try {
    const { outcome, setCookies } = await addToCartFromForm(
      locale,
      {
        variantId,
        // Anything unreadable (or 0) is one piece.
        quantity: Math.min(Math.max(quantity, 1), MAX_LINE_QUANTITY),
      },
      session,
    );
    return seeOther(cartHref(locale, cartFailure(outcome)), setCookies);
  } catch {
    // The commerce server unreachable or failing: the cart says "try again".
    return seeOther(cartHref(locale, { errorCode: 'UNKNOWN_ERROR' }));
  }
}
