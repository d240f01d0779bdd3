import { setCartLineFromForm } from '@dar/commerce-hooks/server';
import { readSessionForm, seeOther } from '../../../../lib/auth/session-forms';
import { cartFailure, cartHref, MAX_LINE_QUANTITY, readQuantity } from '../../../../lib/cart/forms';

// The shopper's own cart: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/cart/line`: a cart line's − or + or "Remove" posted before the cart's code has loaded,
 * or without scripts (lib/cart/forms.ts). `quantity` is the line's new quantity, 0 to remove it.
 * The shopper is back on the cart, which shows the change; a refusal (too few left) lands there
 * too, worded.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { form, locale, session } = read;
  const orderLineId = form.get('orderLineId');
  const quantity = readQuantity(form.get('quantity'));
  if (typeof orderLineId !== 'string' || !/^[\w-]{1,64}$/.test(orderLineId) || quantity === null) {
    return new Response('A cart line and its quantity are expected', { status: 400 });
  }
  try {
    const { outcome, setCookies } = await setCartLineFromForm(
      locale,
      { orderLineId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) },
      session,
    );
    return seeOther(cartHref(locale, cartFailure(outcome)), setCookies);
  } catch {
    // The commerce server unreachable or failing: the cart says "try again".
    return seeOther(cartHref(locale, { errorCode: 'UNKNOWN_ERROR' }));
  }
}
