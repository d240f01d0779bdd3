import { compiledMessagesFor, getIntl } from '@dar/i18n/server';
import { ProductCard, ProductDetails, UiProvider } from '@dar/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  CART_ADD_PATH,
  cartAddFailure,
  cartHref,
  couponFailure,
  formFields,
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
