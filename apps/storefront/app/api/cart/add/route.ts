import { addToCartFromForm } from '@dar/commerce-hooks/server';
import { cartHref } from '../../../../lib/cart/forms';
import { readSessionForm, seeOther } from '../../../../lib/auth/session-forms';

// The shopper's own cart: never cached.
export const dynamic = 'force-dynamic';

/** docs/product-spec.md §3: at most this many of one line (the Shop API refuses more anyway). */
const MAX_QUANTITY = 99;

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
  // The product page's field is written in the page's digits: Arabic-Indic in Arabic (or Persian,
  // from some Arabic keyboards).
  const quantity = Number.parseInt(
    String(form.get('quantity') ?? '1')
      .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
      .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0)),
    10,
  );
  if (typeof variantId !== 'string' || !/^[\w-]{1,64}$/.test(variantId)) {
    return new Response('A product variant is expected', { status: 400 });
  }
  try {
    const { outcome, setCookies } = await addToCartFromForm(
      locale,
      {
        variantId,
        quantity: Number.isFinite(quantity) ? Math.min(Math.max(quantity, 1), MAX_QUANTITY) : 1,
      },
      session,
    );
    if (outcome.ok) return seeOther(cartHref(locale), setCookies);
    const left = outcome.values.quantityAvailable;
    return seeOther(
      cartHref(locale, {
        errorCode: outcome.errorCode,
        ...(typeof left === 'number' ? { quantityAvailable: left } : {}),
      }),
      setCookies,
    );
  } catch {
    // The commerce server unreachable or failing: the cart says "try again".
    return seeOther(cartHref(locale, { errorCode: 'UNKNOWN_ERROR' }));
  }
}
