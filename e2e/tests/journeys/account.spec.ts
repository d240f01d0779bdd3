import type { Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerifiedCustomer } from '../../customer';
import { expect, test } from '../../fixtures';
import { pressBeforeHydration } from '../../forms';
import { addCheapestToCart, placeCashOnDeliveryOrder } from '../../orders';

/**
 * The account (issue 11) in Arabic and English: the pages need a customer (a guest is sent to sign
 * in with the way back), addresses are added, edited and deleted with the spec's messages, the
 * password is changed, and an order placed through the Shop API is followed to its details and
 * cancelled with a reason.
 */

test.describe.configure({ timeout: 90_000 });

const text = {
  ar: {
    addressesTitle: 'عناويني',
    noAddresses: 'لا توجد عناوين بعد',
    add: 'إضافة عنوان',
    addTitle: 'إضافة عنوان',
    editTitle: 'تعديل العنوان',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    phone: 'رقم الموبايل',
    street: 'العنوان بالكامل',
    city: 'المدينة',
    area: 'المنطقة',
    save: 'حفظ العنوان',
    added: 'تمت إضافة العنوان بنجاح',
    updated: 'تم تحديث العنوان بنجاح',
    deleted: 'تم حذف العنوان بنجاح',
    editOf: (name: string, street: string) => `تعديل عنوان ${name}: ${street}`,
    deleteOf: (name: string, street: string) => `حذف عنوان ${name}: ${street}`,
    deleteTitle: 'حذف هذا العنوان؟',
    keep: 'تراجع',
    confirmDelete: 'حذف',
    passwordTitle: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirm: 'تأكيد كلمة المرور الجديدة',
    savePassword: 'حفظ كلمة المرور',
    mismatch: 'كلمتا المرور غير متطابقتين.',
    changed: 'تم تغيير كلمة المرور بنجاح.',
    signOut: 'تسجيل الخروج',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    signIn: 'تسجيل الدخول',
    ordersTitle: 'طلباتي',
    orderOf: (code: string) => `الطلب ${code}`,
    detailsOf: (code: string) => `تفاصيل الطلب ${code}`,
    ordered: 'تم الطلب',
    timeline: 'حالة الطلب',
    cancel: 'إلغاء الطلب',
    cancelTitle: (code: string) => `إلغاء الطلب ${code}؟`,
    reason: 'غيّرت رأيي',
    cancelled: 'ملغي',
    cancelledToast: (code: string) => `تم إلغاء الطلب ${code}`,
    cancellationReason: 'سبب الإلغاء',
    pages: 'صفحات الطلبات',
    page: (n: number) => `الصفحة ${'٠١٢٣٤٥٦٧٨٩'[n]}`,
  },
  en: {
    addressesTitle: 'My addresses',
    noAddresses: 'No addresses yet',
    add: 'Add address',
    addTitle: 'Add an address',
    editTitle: 'Edit the address',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Mobile number',
    street: 'Full address',
    city: 'City',
    area: 'Area',
    save: 'Save address',
    added: 'Address added successfully',
    updated: 'Address updated successfully',
    deleted: 'Address deleted successfully',
    editOf: (name: string, street: string) => `Edit the address of ${name}: ${street}`,
    deleteOf: (name: string, street: string) => `Delete the address of ${name}: ${street}`,
    deleteTitle: 'Delete this address?',
    keep: 'Keep it',
    confirmDelete: 'Delete',
    passwordTitle: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    savePassword: 'Save password',
    mismatch: 'Passwords do not match.',
    changed: 'Your password has been changed.',
    signOut: 'Sign out',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    ordersTitle: 'My orders',
    orderOf: (code: string) => `Order ${code}`,
    detailsOf: (code: string) => `Order details ${code}`,
    ordered: 'Ordered',
    timeline: 'Order status',
    cancel: 'Cancel order',
    cancelTitle: (code: string) => `Cancel order ${code}?`,
    reason: 'I changed my mind',
    cancelled: 'Cancelled',
    cancelledToast: (code: string) => `Order ${code} is cancelled`,
    cancellationReason: 'Cancellation reason',
    pages: 'Order pages',
    page: (n: number) => `Page ${n}`,
  },
} as const;

test('the account pages send a guest to sign in and back', async ({ page, path }) => {
  for (const route of [
    '/profile',
    '/profile/addresses',
    '/profile/orders',
    '/profile/orders/NO-SUCH-ORDER',
    '/profile/password',
  ]) {
    await page.goto(path(route));
    await expect(page).toHaveURL(`${path('/auth')}?redirect=${encodeURIComponent(path(route))}`);
  }
});

/** Fills the address dialog's fields (the city is the first the shop delivers to). */
async function fillAddress(page: Page, t: (typeof text)['ar' | 'en'], street: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: t.firstName }).fill('Mona');
  await dialog.getByRole('textbox', { name: t.lastName }).fill('Hassan');
  await dialog.getByRole('textbox', { name: t.phone }).fill('01012345678');
  await dialog.getByRole('textbox', { name: t.street }).fill(street);
  await dialog.getByRole('button', { name: new RegExp(t.city) }).click();
  const city = page.getByRole('option').first();
  const cityName = (await city.textContent())!.trim();
  await city.click();
  await dialog.getByRole('textbox', { name: t.area }).fill('Mohandessin');
  return cityName;
}

test('a customer adds, edits and deletes an address', async ({ page, shop, path }) => {
  const t = text[shop.locale];
  await registerVerifiedCustomer(page.request);
  const main = page.getByRole('main');
  await page.goto(path('/profile/addresses'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.addressesTitle);
  await expect(main.getByText(t.noAddresses)).toBeVisible();

  await main.getByRole('button', { name: t.add }).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName(t.addTitle);
  const city = await fillAddress(page, t, '8 Mossadak Street');
  await page.getByRole('dialog').getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(main.getByText(t.added)).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: '8 Mossadak Street' })).toContainText(
    city,
  );

  // Edited: the dialog opens filled in; the card shows the change.
  await main.getByRole('button', { name: t.editOf('Mona Hassan', '8 Mossadak Street') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(t.editTitle);
  await expect(dialog.getByRole('textbox', { name: t.street })).toHaveValue('8 Mossadak Street');
  await dialog.getByRole('textbox', { name: t.street }).fill('12 Gameat El Dowal Street');
  await dialog.getByRole('button', { name: t.save }).click();
  await expect(main.getByText(t.updated)).toBeVisible();
  await expect(main.getByText('12 Gameat El Dowal Street')).toBeVisible();
  await expect(main.getByText('8 Mossadak Street')).toHaveCount(0);

  // Deleting asks first; keeping it changes nothing.
  const remove = main.getByRole('button', {
    name: t.deleteOf('Mona Hassan', '12 Gameat El Dowal Street'),
  });
  await remove.click();
  // By its name: a toast ("Address updated successfully") is an alertdialog too.
  const confirm = page.getByRole('alertdialog', { name: t.deleteTitle });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: t.keep }).click();
  await expect(confirm).toBeHidden();
  await expect(main.getByText('12 Gameat El Dowal Street')).toBeVisible();
  await remove.click();
  await confirm.getByRole('button', { name: t.confirmDelete }).click();
  await expect(main.getByText(t.deleted)).toBeVisible();
  await expect(main.getByText(t.noAddresses)).toBeVisible();

  // The address book is the server's: a reload shows the same.
  await page.reload();
  await expect(main.getByText(t.noAddresses)).toBeVisible();
});

test('"Add address" pressed before the page has its scripts opens the form once they have run', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await registerVerifiedCustomer(page.request);
  const main = page.getByRole('main');
  const add = main.getByRole('button', { name: t.add });
  const dialog = page.getByRole('dialog');
  // Not hydrated yet: the button asks for the page again with the request.
  const scripts = await pressBeforeHydration(
    page,
    path('/profile/addresses'),
    add,
    'add-address',
    dialog,
  );
  await expect(main.getByText(t.noAddresses)).toBeVisible();
  // The scripts run: the form opens by itself, once, and the address no longer asks for it.
  await scripts.release();
  await expect(dialog).toHaveAccessibleName(t.addTitle);
  await expect(page).toHaveURL(path('/profile/addresses'));
  // Focus moves into the form; Escape closes it and gives focus back to the button.
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(add).toBeFocused();
});

test('a customer changes the password and signs in with the new one', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  const { email } = await registerVerifiedCustomer(page.request);
  const main = page.getByRole('main');
  await page.goto(path('/profile/password'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.passwordTitle);

  const newPassword = 'Dar-e2e-Changed-7';
  await main.getByLabel(t.current, { exact: true }).fill(CUSTOMER_PASSWORD);
  await main.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
  await main.getByLabel(t.confirm, { exact: true }).fill(`${newPassword}x`);
  await main.getByRole('button', { name: t.savePassword }).click();
  await expect(main.getByText(t.mismatch)).toBeVisible();

  await main.getByLabel(t.confirm, { exact: true }).fill(newPassword);
  // Leaving the field takes the message away (and the button moves up with it).
  await main.getByLabel(t.confirm, { exact: true }).press('Tab');
  await expect(main.getByText(t.mismatch)).toBeHidden();
  await main.getByRole('button', { name: t.savePassword }).click();
  // Checking the current password and hashing the new one: seconds on a busy machine.
  await expect(main.getByText(t.changed, { exact: true })).toBeVisible({ timeout: 15_000 });

  await main.getByRole('button', { name: t.signOut }).click();
  await expect(page).toHaveURL(path('/'));
  await page.goto(path('/auth'));
  await main.getByRole('textbox', { name: t.email }).fill(email);
  await main.getByLabel(t.password, { exact: true }).fill(newPassword);
  await main.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(path('/profile'), { timeout: 15_000 });
  await expect(main).toContainText(email);
});

test('a customer follows an order to its timeline and cancels it with a reason', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await registerVerifiedCustomer(page.request);
  const code = await placeCashOnDeliveryOrder(page.request);
  const main = page.getByRole('main');

  await page.goto(path('/profile/orders'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.ordersTitle);
  const card = main.getByRole('article').filter({ hasText: code });
  await expect(card.getByRole('heading', { name: t.orderOf(code) })).toBeVisible();
  await expect(card).toContainText(t.ordered);
  await card.getByRole('link', { name: t.detailsOf(code) }).click();

  await expect(page).toHaveURL(path(`/profile/orders/${code}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.orderOf(code));
  await expect(main.getByRole('heading', { name: t.timeline })).toBeVisible();

  await main.getByRole('button', { name: t.cancel }).click();
  // By its name: a toast is an alertdialog too.
  const dialog = page.getByRole('alertdialog', { name: t.cancelTitle(code) });
  await expect(dialog).toBeVisible();
  // No reason, no cancellation: the reason is required.
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByText(t.reason).click();
  await expect(dialog.getByRole('radio', { name: t.reason })).toBeChecked();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByText(t.cancelledToast(code))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(main.getByText(t.cancellationReason)).toBeVisible();
  await expect(main).toContainText(t.reason);
  await expect(main.getByRole('button', { name: t.cancel })).toHaveCount(0);

  // The history says so too.
  await page.goto(path('/profile/orders'));
  await expect(main.getByRole('article').filter({ hasText: code })).toContainText(t.cancelled);
});

test('"Cancel order" pressed before the page has its scripts opens the dialog once they have run', async ({
  page,
  shop,
  path,
}) => {
  const t = text[shop.locale];
  await registerVerifiedCustomer(page.request);
  const code = await placeCashOnDeliveryOrder(page.request);
  const main = page.getByRole('main');
  const dialog = page.getByRole('alertdialog', { name: t.cancelTitle(code) });
  // Not hydrated yet: the button asks for the order's page again with the request.
  const scripts = await pressBeforeHydration(
    page,
    path(`/profile/orders/${code}`),
    main.getByRole('button', { name: t.cancel }),
    'cancel-order',
    dialog,
  );
  // The scripts run: the dialog opens by itself, once, and the address no longer asks for it.
  await scripts.release();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(path(`/profile/orders/${code}`));
  await dialog.getByText(t.reason).click();
  await dialog.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByText(t.cancelledToast(code))).toBeVisible();
  await expect(main).toContainText(t.reason);
  await expect(main.getByRole('button', { name: t.cancel })).toHaveCount(0);
});

test('the order history shows ten orders a page, newest first, and never the cart', async ({
  page,
  shop,
  path,
}) => {
  // Eleven orders through the Shop API on the shared machine.
  test.setTimeout(180_000);
  const t = text[shop.locale];
  await registerVerifiedCustomer(page.request);
  const codes: string[] = [];
  for (let count = 0; count < 11; count += 1)
    codes.push(await placeCashOnDeliveryOrder(page.request));
  // A cart (AddingItems) is not an order yet.
  const cart = await addCheapestToCart(page.request);
  const main = page.getByRole('main');

  await page.goto(path('/profile/orders'));
  const orders = main.getByRole('article');
  await expect(orders).toHaveCount(10);
  await expect(orders.first()).toContainText(codes[10]!);
  await expect(main.getByText(cart)).toHaveCount(0);
  // The pages are links: a press works before the page's scripts have run.
  const pages = main.getByRole('navigation', { name: t.pages });
  await pages.getByRole('link', { name: t.page(2) }).click();
  await expect(page).toHaveURL(`${path('/profile/orders')}?page=2`);
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText(codes[0]!);
  await expect(main.getByText(cart)).toHaveCount(0);
});
