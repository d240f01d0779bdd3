import { compiledMessagesFor, getIntl } from '@dar/i18n/server';
import { CartView, ProductCard, ProductDetails, UiProvider } from '@dar/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CART_ADD_PATH,
  CART_LINE_PATH,
  cartAddFailure,
  cartFailure,
  cartHref,
  couponFailure,
  formFields,
  readQuantity,
  WISHLIST_PATH,
} from './forms';

// What a browser without scripts (or before hydration) has to post: the server's HTML alone.
const forms = (html: string) =>
  [...html.matchAll(/<form[^>]*action="([^"]+)"[^>]*>(.*?)<\/form>/gs)].map(([, action, body]) => ({
    action,
    fields: Object.fromEntries(
      [...body!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
        ([, name, value]) => [name, value],
      ),
    ),
    submits: [...body!.matchAll(/<button[^>]*type="submit"[^>]*>/g)].map(([tag]) => tag),
  }));

const render = (locale: 'ar' | 'en', node: ReactNode) =>
  renderToString(
    <UiProvider locale={locale} messages={compiledMessagesFor(locale)}>
      {node}
    </UiProvider>,
  );

const card = {
  id: '7',
  slug: 'nile-sofa',
  name: 'كنبة النيل',
  priceWithTax: 1_250_000,
  currencyCode: 'EGP',
  quickAddVariantId: '21',
  imageUrl: null,
};

const variant = (id: string, name: string) => ({
  id,
  name,
  priceWithTax: 1_250_000,
  outOfStock: false,
  quantityAvailable: 4,
});

const details = {
  id: '7',
  name: 'Nile sofa',
  currencyCode: 'EGP',
  images: [],
  variants: [variant('21', 'Navy'), variant('22', 'Sand')],
  description: '',
};

describe('product actions post as plain forms before any script', () => {
  it('a card posts quick add and its heart with the product, in the page’s language', () => {
    const html = render(
      'ar',
      <ProductCard
        intl={getIntl('ar')}
        product={card}
        inWishlist
        isGuest={false}
        quickAddForm={{ action: CART_ADD_PATH, fields: formFields('ar') }}
        wishlistForm={{ action: WISHLIST_PATH, fields: { ...formFields('ar'), next: '/products' } }}
      />,
    );
    const [heart, add] = forms(html);
    expect(heart).toMatchObject({
      action: WISHLIST_PATH,
      // Pressed, the heart asks to take the piece out.
      fields: { locale: 'ar', next: '/products', productId: '7', inWishlist: 'false' },
    });
    expect(heart!.submits).toHaveLength(1);
    expect(heart!.submits[0]).toContain('aria-pressed="true"');
    expect(add).toMatchObject({
      action: CART_ADD_PATH,
      fields: { locale: 'ar', variantId: '21', quantity: '1' },
    });
    expect(add!.submits).toHaveLength(1);
  });

  it('a card with callbacks only renders no form (an app without form endpoints)', () => {
    const html = render(
      'en',
      <ProductCard intl={getIntl('en')} product={card} onQuickAdd={() => {}} />,
    );
    expect(forms(html)).toEqual([]);
  });

  it('the buy box posts the chosen variant and quantity, and its heart to the wishlist', () => {
    const html = render(
      'en',
      <ProductDetails
        intl={getIntl('en')}
        product={details}
        addToCartForm={{ action: CART_ADD_PATH, fields: formFields('en') }}
        wishlistForm={{ action: WISHLIST_PATH, fields: { ...formFields('en'), next: '/en/x' } }}
      />,
    );
    const [buy] = forms(html);
    expect(buy).toMatchObject({
      action: CART_ADD_PATH,
      fields: { locale: 'en', next: '/en/x', productId: '7', inWishlist: 'true' },
    });
    // The quantity is the shopper's own field of the same form, starting at one.
    expect(html).toMatch(/<input(?=[^>]*name="quantity")(?=[^>]*value="1")[^>]*>/);
    expect(buy!.fields).not.toHaveProperty('quantity');
    // Two variants: the radios name the variant, the first in stock checked.
    expect(html).toMatch(
      /<input(?=[^>]*type="radio")(?=[^>]*name="variantId")(?=[^>]*checked="")[^>]*value="21"/,
    );
    expect(html).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*name="variantId")[^>]*value="22"/);
    expect(buy!.submits).toHaveLength(2);
    expect(buy!.submits[1]).toContain(`formAction="${WISHLIST_PATH}"`);
  });
});

describe("the cart page's lines without the cart's code", () => {
  const line = (id: string, quantity: number) => ({
    id,
    productSlug: 'nile-sofa',
    name: 'كنبة النيل',
    variantName: 'كتان',
    imageUrl: null,
    quantity,
    unitPrice: 1_000_000,
    linePrice: 1_000_000 * quantity,
  });
  const cart = {
    code: 'ABC',
    currencyCode: 'EGP',
    lines: [line('31', 1), line('32', 3)],
    couponCodes: [],
    discounts: [],
    subTotal: 4_000_000,
    shipping: 0,
    total: 4_000_000,
    totalQuantity: 4,
  };

  it('post each line with −, + and Remove as the quantity they lead to', () => {
    const html = render(
      'ar',
      <CartView
        intl={getIntl('ar')}
        variant="page"
        cart={cart as never}
        productHref={() => '/products/nile-sofa'}
        checkoutHref="/checkout"
        continueShoppingHref="/products"
        lineForm={{ action: CART_LINE_PATH, fields: formFields('ar') }}
      />,
    );
    const lines = forms(html).filter(({ action }) => action === CART_LINE_PATH);
    expect(lines.map(({ fields }) => fields)).toEqual([
      { locale: 'ar', orderLineId: '31' },
      { locale: 'ar', orderLineId: '32' },
    ]);
    const values = (submits: string[]) =>
      submits.map((tag) => [/value="(\d+)"/.exec(tag)?.[1], tag.includes('disabled')]);
    // One piece: − is off (Remove takes the line out); three: − sends two, + four.
    expect(values(lines[0]!.submits)).toEqual([
      ['0', true],
      ['2', false],
      ['0', false],
    ]);
    expect(values(lines[1]!.submits)).toEqual([
      ['2', false],
      ['4', false],
      ['0', false],
    ]);
  });
});

describe('what a form posted without scripts sends the cart page back with', () => {
  it('round-trips an add refused for stock, with how many are left', () => {
    const href = cartHref('en', { errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 2 });
    expect(href).toBe('/en/cart?failed=INSUFFICIENT_STOCK_ERROR&left=2');
    const query = new URL(href, 'http://x').searchParams;
    expect(cartAddFailure(query.get('failed'), query.get('left'))).toEqual({
      errorCode: 'INSUFFICIENT_STOCK_ERROR',
      quantityAvailable: 2,
    });
  });

  it('round-trips a refused coupon with the code typed, in Arabic too', () => {
    const href = cartHref('ar', {
      coupon: { errorCode: 'COUPON_CODE_INVALID_ERROR', couponCode: 'خصم 10' },
    });
    const query = new URL(href, 'http://x').searchParams;
    expect(couponFailure(query.get('coupon'), query.get('code'))).toEqual({
      errorCode: 'COUPON_CODE_INVALID_ERROR',
      couponCode: 'خصم 10',
    });
  });

  it('says why a change failed, with the stock left only when the server said it', () => {
    expect(cartFailure({ ok: true })).toBeUndefined();
    expect(
      cartFailure({
        ok: false,
        errorCode: 'INSUFFICIENT_STOCK_ERROR',
        values: { quantityAvailable: 1 },
      }),
    ).toEqual({ errorCode: 'INSUFFICIENT_STOCK_ERROR', quantityAvailable: 1 });
    expect(cartFailure({ ok: false, errorCode: 'ORDER_MODIFICATION_ERROR', values: {} })).toEqual({
      errorCode: 'ORDER_MODIFICATION_ERROR',
    });
  });

  it('reads nothing from an address someone wrote by hand', () => {
    expect(cartAddFailure('<script>', '2')).toBeUndefined();
    expect(cartAddFailure('INSUFFICIENT_STOCK_ERROR', '-1')).toEqual({
      errorCode: 'INSUFFICIENT_STOCK_ERROR',
    });
    expect(couponFailure(['A', 'B'], 'x')).toBeUndefined();
    expect(couponFailure('COUPON_CODE_INVALID_ERROR', 'x'.repeat(500))?.couponCode).toHaveLength(
      64,
    );
  });
});

describe('a quantity posted from a form', () => {
  it('reads Western, Arabic-Indic and Persian digits, and nothing else', () => {
    expect(readQuantity('3')).toBe(3);
    expect(readQuantity('٢')).toBe(2);
    expect(readQuantity('۱۲')).toBe(12);
    expect(readQuantity(' 0 ')).toBe(0);
    for (const unreadable of ['', '-1', '2.5', '1e3', 'two', '99999', null]) {
      expect(readQuantity(unreadable)).toBeNull();
    }
  });
});
