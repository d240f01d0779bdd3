import { violationsOf } from '../../axe';
import { registerVerifiedCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { placeCashOnDeliveryOrder } from '../../orders';

/** Every auth and account route of issue 11 passes axe with no violation, in both languages. */

// axe over a whole page takes seconds on the shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const guestRoutes = [
  '/auth/register',
  '/auth/forget-password',
  '/auth/otp?type=reset&email=mona%40example.com',
  '/auth/otp?type=verify&token=not-a-token',
  '/auth/reset-password?token=not-a-token',
  '/auth/reset-password-success',
];

for (const route of guestRoutes) {
  test(`axe finds no violation on ${route}`, async ({ page, path }) => {
    const response = await page.goto(path(route));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violationsOf(page)).toEqual([]);
  });
}

test('axe finds no violation on the account pages of a customer with an order', async ({
  page,
  path,
}) => {
  await registerVerifiedCustomer(page.request);
  const code = await placeCashOnDeliveryOrder(page.request);
  for (const route of [
    '/profile',
    '/profile/addresses',
    '/profile/orders',
    `/profile/orders/${code}`,
    '/profile/password',
  ]) {
    const response = await page.goto(path(route));
    expect(response?.status(), route).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violationsOf(page), route).toEqual([]);
  }
});

test('axe finds no violation on the open address and cancellation dialogs', async ({
  page,
  shop,
  path,
}) => {
  const en = shop.locale === 'en';
  await registerVerifiedCustomer(page.request);
  const code = await placeCashOnDeliveryOrder(page.request);
  await page.goto(path('/profile/addresses'));
  await page
    .getByRole('main')
    .getByRole('button', { name: en ? 'Add address' : 'إضافة عنوان' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await page.goto(path(`/profile/orders/${code}`));
  await page
    .getByRole('main')
    .getByRole('button', { name: en ? 'Cancel order' : 'إلغاء الطلب' })
    .click();
  await expect(
    page.getByRole('alertdialog', { name: en ? `Cancel order ${code}?` : `إلغاء الطلب ${code}؟` }),
  ).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
});
