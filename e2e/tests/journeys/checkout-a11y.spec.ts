import { violationsOf } from '../../axe';
import { shopApi, signInNewCustomer } from '../../customer';
import { addCheapestToCart, placeCashOnDeliveryOrder } from '../../orders';
import { expect, test } from '../../fixtures';

/**
 * The cart, the checkout and its result pages, the cart drawer and the login popup pass axe with
 * no violation, in both languages, as a guest and as a customer with a cart.
 */

// axe over a whole page takes seconds on the shared 2-core machine, several pages per test here.
test.describe.configure({ timeout: 120_000 });

const text = {
  ar: {
    checkout: 'إتمام الشراء',
    cartOne: 'السلة، منتج واحد',
    cartTitle: 'سلة التسوق',
    guest: 'سجّل الدخول لرؤية سلتك',
    addToWishlist: /^أضف .+ إلى المفضلة$/,
    popup: 'سجّل الدخول لتحفظ ما يعجبك',
    addToCart: 'أضف إلى السلة',
    keepCart: 'سجّل الدخول لتحفظ سلتك',
    placed: 'تم تسجيل طلبك',
    failed: 'فشل الدفع',
    notFound: 'الصفحة غير موجودة',
    cashOnDelivery: 'الدفع عند الاستلام',
    placeOrder: 'تأكيد الطلب',
  },
  en: {
    checkout: 'Checkout',
    cartOne: 'Cart, 1 item',
    cartTitle: 'Cart',
    guest: 'Sign in to see your cart',
    addToWishlist: /^Add .+ to wishlist$/,
    popup: 'Sign in to keep your favourites',
    addToCart: 'Add to cart',
    keepCart: 'Sign in to keep your cart',
    placed: 'Your order is placed',
    failed: 'Payment failed',
    notFound: 'Page not found',
    cashOnDelivery: 'Cash on delivery',
    placeOrder: 'Place order',
  },
} as const;

test('axe finds no violation on the cart, the drawer and the login popups of a guest', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await addCheapestToCart(page.request);
  await page.goto(path('/cart'));
  // The shopper's own state comes after the page (the client loads when the browser is idle).
  await expect(page.getByRole('heading', { name: t.guest })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('link', { name: t.checkout })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.goto(path('/products/c/living-room/sofas'));
  await page.getByRole('banner').getByRole('button', { name: t.cartOne }).click();
  const drawer = page.getByRole('dialog', { name: t.cartTitle });
  await expect(drawer.getByRole('link', { name: t.checkout })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('article').first().getByRole('button', { name: t.addToWishlist }).click();
  const popup = page.getByRole('dialog', { name: t.popup });
  await expect(popup).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  // The popup a guest's first piece in the cart opens, with its "continue shopping".
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('dialog', { name: t.keepCart })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});

test('axe finds no violation on the checkout and its result pages', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await signInNewCustomer(page.request);
  const code = await placeCashOnDeliveryOrder(page.request);
  await page.goto(path(`/checkout/success?order=${code}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
  expect(await violationsOf(page)).toEqual([]);
  // Placed, the order's "failed" page (Back after a second card went through) sends on to success.
  await page.goto(path(`/checkout/failed?order=${code}`));
  await expect(page).toHaveURL(new RegExp(`${path('/checkout/success')}\\?order=${code}$`));

  // An order not placed yet (a declined card leaves it so): its "failed" page.
  await addCheapestToCart(page.request);
  const { activeOrder } = await shopApi<{ activeOrder: { code: string } }>(
    page.request,
    '{ activeOrder { code } }',
  );
  await page.goto(path(`/checkout/failed?order=${activeOrder.code}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.failed);
  expect(await violationsOf(page)).toEqual([]);
  // No such order: a 404 whose tab says so, not "placed".
  const missing = await page.goto(path('/checkout/success?order=NOPE'));
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle(new RegExp(t.notFound));

  await page.goto(path('/checkout'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.checkout);
  // The order placed above left its address in the address book: it is chosen, and COD with it.
  await expect(page.getByRole('radio', { name: t.cashOnDelivery })).toBeChecked({
    timeout: 15_000,
  });
  // The checkout at rest: "place order" turns from its disabled colours to its own once the
  // delivery is chosen too, which can come after the payment; axe must not read it half way.
  await expect(page.getByRole('button', { name: t.placeOrder })).toBeEnabled();
  expect(await violationsOf(page)).toEqual([]);
});
