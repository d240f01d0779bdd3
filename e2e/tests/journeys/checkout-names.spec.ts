import { signInNewCustomer } from '../../customer';
import { expect, test } from '../../fixtures';

/**
 * Issue 25, item 5: names that come from the commerce server appear in the page's language: the
 * checkout's tax summary names the VAT in Arabic on an Arabic page ("Egypt VAT 14%" was the tax
 * rate's own, staff-facing name), and the payment methods are named in the page's language.
 */

const text = {
  ar: {
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى سلة التسوق',
    taxSummary: 'ملخص الضريبة',
    // Arabic percent formatting ends with an Arabic letter mark.
    vat: /^ضريبة القيمة المضافة ١٤٪\u061c?$/,
    cashOnDelivery: 'الدفع عند الاستلام',
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    taxSummary: 'Tax summary',
    vat: /^VAT 14%$/,
    cashOnDelivery: 'Cash on delivery',
  },
} as const;

test('the checkout names the VAT and the payment methods in the page’s language', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await signInNewCustomer(page.request);
  await page.goto(path('/products?sort=price-asc'));
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();

  await page.goto(path('/checkout'));
  const taxes = page.getByRole('table', { name: t.taxSummary });
  await expect(taxes.getByRole('rowheader')).toHaveText([t.vat]);
  await expect(page.getByRole('main')).not.toContainText('Egypt VAT');
  await expect(page.getByRole('radio', { name: t.cashOnDelivery, exact: true })).toBeAttached();
});
