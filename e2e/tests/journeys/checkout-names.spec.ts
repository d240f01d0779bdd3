import { signInNewCustomer } from '../../customer';
import { expect, test } from '../../fixtures';

/**
 * Issue 25, item 5: names that come from the commerce server appear in the page's language: the
 * checkout's tax summary names the VAT in Arabic on an Arabic page ("Egypt VAT 14%" was the tax
 * rate's own, staff-facing name), the delivery and payment methods are named in the page's
 * language, and so are the placed order's state and payment method on its page. (Facet names and
 * values on the listings are catalogue.spec.ts's.)
 */

const text = {
  ar: {
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى سلة التسوق',
    taxSummary: 'ملخص الضريبة',
    // The row names the tax; the rate is its own column, once (Arabic percent formatting may end
    // with an Arabic letter mark).
    vat: /^ضريبة القيمة المضافة$/,
    rate: /^١٤٪\u061c?$/,
    cashOnDelivery: 'الدفع عند الاستلام',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    street: 'العنوان بالكامل',
    city: 'المدينة',
    area: 'المنطقة',
    phone: 'رقم الموبايل',
    saveAddress: 'حفظ العنوان',
    deliverTo: 'التوصيل إلى',
    deliveryMethods: 'اختر طريقة التوصيل',
    standardDelivery: 'التوصيل العادي',
    paymentMethods: 'كيف تريد أن تدفع؟',
    payments: ['الدفع عند الاستلام', 'بطاقة بنكية', 'فاليو', 'سهولة', 'كونتكت', 'فرصة', 'سمبل'],
    placeOrder: 'تأكيد الطلب',
    track: 'تتبّع طلبك',
    ordered: 'تم الطلب',
    // What the commerce server names in English: none of it may show on an Arabic page.
    english:
      /Cash on delivery|Standard delivery|Free delivery|Express delivery|Card|Ordered|PaymentAuthorized|Arranging/,
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    taxSummary: 'Tax summary',
    vat: /^VAT$/,
    rate: /^14%$/,
    cashOnDelivery: 'Cash on delivery',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Full address',
    city: 'City',
    area: 'Area',
    phone: 'Mobile number',
    saveAddress: 'Save address',
    deliverTo: 'Deliver to',
    deliveryMethods: 'Choose how we deliver',
    standardDelivery: 'Standard delivery',
    paymentMethods: 'How would you like to pay?',
    payments: ['Cash on delivery', 'Card', 'valU', 'Souhoola', 'Contact', 'Forsa', 'Sympl'],
    placeOrder: 'Place order',
    track: 'Track your order',
    ordered: 'Ordered',
    // English names of methods are English; only the server's codes would be wrong here (the
    // shopper's own address may be written in Arabic).
    english: /PaymentAuthorized|Arranging|cash-on-delivery/,
  },
} as const;

test('the checkout names the VAT and the payment methods in the page’s language', async ({
  page,
  shop,
  path,
}) => {
  // A whole checkout to the order's page: past 30 s on a busy two-core machine (2026-11-28).
  test.setTimeout(60_000);
  const t = text[shop.locale];
  await signInNewCustomer(page.request);
  await page.goto(path('/products?sort=price-asc'));
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();

  await page.goto(path('/checkout'));
  const taxes = page.getByRole('table', { name: t.taxSummary });
  // The summary comes with the checkout's client and its first read of the order: on a busy
  // two-core machine that took longer than an assertion's 5 s (a CI run of 2026-11-28).
  await expect(taxes.getByRole('rowheader')).toHaveText([t.vat], { timeout: 15_000 });
  const cells = taxes
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .getByRole('cell');
  await expect(cells.first()).toHaveText(t.rate);
  await expect(cells.filter({ hasText: t.rate })).toHaveCount(1);
  await expect(page.getByRole('main')).not.toContainText('Egypt VAT');
  await expect(page.getByRole('radio', { name: t.cashOnDelivery, exact: true })).toBeAttached();

  // A new address: the delivery methods for it, by their names in the page's language.
  const main = page.getByRole('main');
  await main.getByLabel(t.firstName).fill('Laila');
  await main.getByLabel(t.lastName).fill('Mostafa');
  await main.getByLabel(t.street).fill('8 Mosaddak St, floor 3');
  await main.getByRole('button', { name: t.city }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await main.getByLabel(t.area).fill('Dokki');
  await main.getByRole('textbox', { name: t.phone }).fill('01223456789');
  await main.getByRole('button', { name: t.saveAddress }).click();
  await expect(
    main.getByRole('radiogroup', { name: t.deliverTo }).getByRole('radio'),
  ).toBeChecked();
  const delivery = main.getByRole('radiogroup', { name: t.deliveryMethods });
  await expect(delivery.getByRole('radio').first()).toBeAttached();
  await expect(delivery).toContainText(t.standardDelivery);
  const payment = main.getByRole('radiogroup', { name: t.paymentMethods });
  for (const name of t.payments) {
    await expect(payment.getByRole('radio', { name, exact: true })).toBeAttached();
  }
  await expect(main).not.toContainText(t.english);

  // Cash on delivery: the order's page names its state and payment method in the page's language.
  const cash = page.getByRole('radio', { name: t.cashOnDelivery, exact: true });
  await cash.focus();
  await page.keyboard.press('Space');
  await expect(cash).toBeChecked();
  await page.getByRole('button', { name: t.placeOrder }).click();
  // Placing the order and rendering its page for the shopper: as long as a sign-in under load.
  await expect(page).toHaveURL(new RegExp(`${path('/checkout/success')}\\?order=`), {
    timeout: 15_000,
  });
  const code = new URL(page.url()).searchParams.get('order')!;
  await page.getByRole('link', { name: t.track }).click();
  await expect(page).toHaveURL(path(`/profile/orders/${code}`));
  const order = page.getByRole('main');
  await expect(order).toContainText(t.ordered);
  await expect(order).toContainText(t.cashOnDelivery);
  const withoutCode = (await order.innerText()).replaceAll(code, '');
  expect(withoutCode).not.toMatch(t.english);
});
