import type { Page } from '@playwright/test';
import { signInNewCustomer } from '../customer';
import { expect, test } from '../fixtures';

/**
 * The local trial (issue 25, item 8): with `npm start`'s settings (playwright.trial.config.ts
 * starts the servers with scripts/local-trial.mjs) every payment method is offered, the checkout
 * and the provider's page say these are test payments, and paying by card and by an instalment
 * provider goes through the payment sandbox to the success page, in Arabic and English.
 */

const text = {
  ar: {
    addToCart: 'أضف إلى السلة',
    added: 'أُضيف إلى سلة التسوق',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    street: 'العنوان بالكامل',
    city: 'المدينة',
    area: 'المنطقة',
    phone: 'رقم الموبايل',
    saveAddress: 'حفظ العنوان',
    deliverTo: 'التوصيل إلى',
    methods: 'كيف تريد أن تدفع؟',
    hosted: ['بطاقة بنكية', 'فاليو', 'سهولة', 'كونتكت', 'فرصة', 'سمبل'],
    card: 'بطاقة بنكية',
    valu: 'فاليو',
    testPayments: 'مدفوعات تجريبية',
    noMoney: 'لا تُخصم أي أموال',
    placeOrder: 'تأكيد الطلب',
    placed: 'تم تسجيل طلبك',
  },
  en: {
    addToCart: 'Add to cart',
    added: 'Added to your cart',
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Full address',
    city: 'City',
    area: 'Area',
    phone: 'Mobile number',
    saveAddress: 'Save address',
    deliverTo: 'Deliver to',
    methods: 'How would you like to pay?',
    hosted: ['Card', 'valU', 'Souhoola', 'Contact', 'Forsa', 'Sympl'],
    card: 'Card',
    valu: 'valU',
    testPayments: 'Test payments',
    noMoney: 'no money is taken',
    placeOrder: 'Place order',
    placed: 'Your order is placed',
  },
} as const;

type Text = (typeof text)[keyof typeof text];

/**
 * A piece of the `rank`-th dearest product in stock, from its page: dear enough for every
 * instalment provider's minimum (EGP 3,000 at most), one product per journey so stock never runs out.
 */
async function addDearProduct(page: Page, t: Text, listing: string, rank: number) {
  await page.goto(listing);
  const cards = page.getByRole('main').getByRole('article');
  await cards.nth(rank).getByRole('link').first().click();
  // The trial's first visit to that product renders its page on the spot: on a busy two-core
  // machine that took over 5 s (2026-11-28, while another test run shared the cores).
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/, { timeout: 15_000 });
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
}

async function addAddress(page: Page, t: Text) {
  const form = page.getByRole('main');
  await form.getByLabel(t.firstName).fill('Laila');
  await form.getByLabel(t.lastName).fill('Mostafa');
  await form.getByLabel(t.street).fill('8 Mosaddak St, floor 3');
  await form.getByRole('button', { name: t.city }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await form.getByLabel(t.area).fill('Dokki');
  await form.getByRole('textbox', { name: t.phone }).fill('01223456789');
  await form.getByRole('button', { name: t.saveAddress }).click();
  await expect(
    form.getByRole('radiogroup', { name: t.deliverTo }).getByRole('radio'),
  ).toBeChecked();
}

/** To the checkout with a dear piece and an address; every hosted method offered, in test mode. */
async function checkoutWithEveryMethod(
  page: Page,
  t: Text,
  path: (p: string) => string,
  rank: number,
) {
  await signInNewCustomer(page.request);
  await addDearProduct(page, t, path('/products?sort=price-desc'), rank);
  await page.goto(path('/checkout'));
  await addAddress(page, t);

  const main = page.getByRole('main');
  await expect(main.getByText(t.testPayments, { exact: true })).toBeVisible();
  const methods = main.getByRole('radiogroup', { name: t.methods });
  for (const name of t.hosted) {
    await expect(methods.getByRole('radio', { name, exact: true })).toBeEnabled();
  }
}

/** Chooses `method`, places the order and pays on the sandbox's page with the card that succeeds. */
async function payOnTheSandbox(page: Page, t: Text, method: string) {
  const radio = page.getByRole('radio', { name: method, exact: true });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
  await page.getByRole('button', { name: t.placeOrder }).click();
  await page.waitForURL(/\/payment-sandbox\//, { timeout: 20_000 });
  // The provider's page says, in both languages, that no money is taken.
  const notice = page.getByRole('note');
  await expect(notice).toContainText(text.ar.testPayments);
  await expect(notice).toContainText(text.ar.noMoney);
  await expect(notice).toContainText(text.en.testPayments);
  await expect(notice).toContainText(text.en.noMoney);
  await page.getByLabel(/Card number/).fill('4987654321098769');
  await page.getByRole('button', { name: /Pay now/ }).click();
}

test('the local trial pays by card through the payment sandbox', async ({ page, shop, path }) => {
  const t = text[shop.locale];
  await checkoutWithEveryMethod(page, t, path, shop.locale === 'ar' ? 0 : 1);
  await payOnTheSandbox(page, t, t.card);
  await expect(page).toHaveURL(new RegExp(`${path('/checkout/success')}\\?order=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
});

test('the local trial pays in instalments with valU through the payment sandbox', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await checkoutWithEveryMethod(page, t, path, shop.locale === 'ar' ? 2 : 3);
  await payOnTheSandbox(page, t, t.valu);
  await expect(page).toHaveURL(new RegExp(`${path('/checkout/success')}\\?order=`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.placed);
});
