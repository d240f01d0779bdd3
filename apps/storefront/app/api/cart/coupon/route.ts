import { applyCouponFromForm } from '@dar/commerce-hooks/server';
import { readSessionForm, seeOther } from '../../../../lib/auth/session-forms';
import { cartHref, couponRefusal, MAX_COUPON_LENGTH } from '../../../../lib/cart/forms';

// The shopper's own cart: never cached.
export const dynamic = 'force-dynamic';

/**
 * `POST /api/cart/coupon`: the cart page's coupon posted without scripts (lib/cart/forms.ts). The
 * code goes on the shopper's cart and they are back on the cart, which shows it applied; a refused
 * code comes back worded in the page's language, the code kept in the field.
 */
export async function POST(request: Request): Promise<Response> {
  const read = await readSessionForm(request);
  if (read instanceof Response) return read;
  const { form, locale, session } = read;
  const typed = form.get('couponCode');
  const couponCode = typeof typed === 'string' ? typed.trim().slice(0, MAX_COUPON_LENGTH) : '';
  if (couponCode === '') return seeOther(cartHref(locale));
  try {
    const { outcome, setCookies } = await applyCouponFromForm(locale, couponCode, session);
    return seeOther(
      cartHref(locale, outcome.ok ? undefined : { coupon: couponRefusal(outcome, couponCode) }),
      setCookies,
    );
  } catch {
    // The commerce server unreachable or failing: the cart says "try again", the code kept.
    return seeOther(cartHref(locale, { coupon: { errorCode: 'UNKNOWN_ERROR', couponCode } }));
  }
}
