import { violationsOf } from '../../axe';
import type { APIRequestContext } from '@playwright/test';
import { test } from '../../fixtures';
import { emailMatching } from '../../customer';
import { placeOrderAsNewCustomer } from '../../orders';
import {
  adminApi,
  createStaffMember,
  DASHBOARD_URL,
  signInToDashboard,
  superadmin,
  dashboardJourney,
} from '../../staff';

/**
 * More staff journeys on the dashboard, in its Arabic (ar-rtl project) and English (en-ltr):
 * governorates, the product details fields, a return refunded after delivery, and a reply to a
 * contact message that reaches the sender's mailbox. The two projects run at the same time on
 * one server, so each works on entities of its own.
 */

const expect = dashboardJourney();

const LABELS = {
  ar: {
    governorates: 'المحافظات',
    newGovernorate: 'محافظة جديدة',
    name: (language: 'ar' | 'en') => `الاسم (${language === 'ar' ? 'العربية' : 'الإنجليزية'})`,
    code: 'الرمز',
    region: 'منطقة التوصيل',
    remote: 'المناطق النائية',
    create: 'إنشاء',
    update: 'تحديث',
    saved: 'تم الحفظ',
    care: 'تعليمات العناية',
    afterDelivery: 'بعد التوصيل',
    note: 'ملاحظة (تُحفظ في سجل الطلب)',
    startReturn: 'بدء الإرجاع',
    refund: 'تم الإرجاع: استرداد المبلغ',
    done: 'تم',
    reply: 'ردّك',
    sendReply: 'إرسال الرد',
    replySent: 'تم إرسال الرد',
    answered: 'تم الرد',
    replySubject: 'رد خدمة عملاء دار على رسالتك',
  },
  en: {
    governorates: 'Governorates',
    newGovernorate: 'New governorate',
    name: (language: 'ar' | 'en') => `Name (${language === 'ar' ? 'Arabic' : 'English'})`,
    code: 'Code',
    region: 'Delivery region',
    remote: 'Remote areas',
    create: 'Create',
    update: 'Update',
    saved: 'Saved',
    care: 'Care instructions',
    afterDelivery: 'After delivery',
    note: 'Note (kept in the order history)',
    startReturn: 'Start a return',
    refund: 'Returned: refund the payment',
    done: 'Done',
    reply: 'Your reply',
    sendReply: 'Send reply',
    replySent: 'Reply sent',
    answered: 'Answered',
    replySubject: 'Dar customer care replied to your message',
  },
};

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Shipping staff with the right to add governorates too. */
const SHIPPING = [
  'Authenticated',
  'ReadSettings',
  'ReadShippingMethod',
  'CreateShippingMethod',
  'UpdateShippingMethod',
];

test('staff add a governorate with both names and rename it; the address form reads the new name', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  // A code of this project's own: the two projects run at once on one database.
  const code = shop.locale === 'ar' ? 'EG-QAR' : 'EG-QEN';
  const id = unique();
  const names = { ar: `محافظة تجريبية ${id}`, en: `Test governorate ${id}` };
  const staff = await createStaffMember(playwright.request, SHIPPING, 'governorates');
  await signInToDashboard(page, staff, shop.locale);
  await page.goto(`${DASHBOARD_URL}/governorates`);
  await expect(page.getByRole('heading', { level: 1, name: t.governorates })).toBeVisible();
  await page.getByRole('button', { name: t.newGovernorate }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newGovernorate })).toBeVisible();
  for (const language of ['ar', 'en'] as const) {
    await page.getByLabel(t.name(language)).fill(names[language]);
  }
  await page.getByLabel(t.code).fill(code);
  await page.getByLabel(t.region).selectOption('remote');
  await expect(page.getByLabel(t.region)).toHaveValue('remote');
  expect(await violationsOf(page, { include: 'main form' })).toEqual([]);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/governorates\/\d+$/);
  // The saved governorate has loaded into the form (its title is its name): a change typed
  // before would be overwritten by the load, leaving Update disabled.
  await expect(page.getByRole('heading', { level: 1, name: names[shop.locale] })).toBeVisible();
  await expect(page.getByLabel(t.name('en'))).toHaveValue(names.en);

  // Renamed in English: the Arabic name stays.
  const renamed = `${names.en} renamed`;
  await page.getByLabel(t.name('en')).fill(renamed);
  await page.getByRole('button', { name: t.update }).click();
  await expect(page.getByText(t.saved).first()).toBeVisible();

  // What the storefront's address form lists, in both languages.
  const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  for (const [language, expected] of [
    ['ar', names.ar],
    ['en', renamed],
  ] as const) {
    const response = await shopper.post(`/shop-api?languageCode=${language}`, {
      data: { query: '{ governorates { code name } }' },
    });
    const { data } = (await response.json()) as {
      data: { governorates: Array<{ code: string; name: string }> };
    };
    expect(data.governorates.find((item) => item.code === code)?.name).toBe(expected);
  }
  await shopper.dispose();
});

test('a merchandiser writes a product’s care instructions in the dashboard, and the product page shows them', async ({
  page,
  playwright,
  shop,
  path,
}) => {
  const t = LABELS[shop.locale];
  // A product of this project's own: the other project saves its own at the same time.
  const { products } = await adminApi<{
    products: { items: Array<{ id: string; slug: string }> };
  }>(
    await superadmin(playwright.request),
    `{ products(options: { take: 2, sort: { id: ASC } }) { items { id slug } } }`,
  );
  const product = products.items[shop.locale === 'ar' ? 0 : 1]!;
  const care = `${shop.locale === 'ar' ? 'يُمسح بقطعة قماش جافة' : 'Wipe with a dry cloth'} ${unique()}`;

  const staff = await createStaffMember(playwright.request, 'merchandiser', 'product-details');
  await signInToDashboard(page, staff, shop.locale);
  await page.goto(`${DASHBOARD_URL}/products/${product.id}`);
  // The field is the dashboard's own, in the content language (the dashboard's language here).
  // Its label is not tied to the box (the dashboard's translatable custom fields): the box after it.
  const field = page
    .getByText(t.care, { exact: true })
    .locator('xpath=following::*[self::textarea or self::input][1]');
  await expect(field).toBeVisible({ timeout: 30_000 });
  await expect(field).toHaveJSProperty('tagName', 'TEXTAREA');
  await field.fill(care);
  await page.getByRole('button', { name: t.update, exact: true }).click();

  await expect(async () => {
    const storefront = await page.context().newPage();
    try {
      await storefront.goto(path(`/products/${product.slug}`));
      await expect(storefront.getByText(care)).toBeAttached({ timeout: 2_000 });
    } finally {
      await storefront.close();
    }
  }).toPass({ timeout: 60_000 });
});

/** Order staff: read and act on orders (the dashboard's order page reads its customer too). */
const ORDERS = [
  'Authenticated',
  'ReadOrder',
  'UpdateOrder',
  'ReadCustomer',
  'ReadPaymentMethod',
  'ReadShippingMethod',
];

/** The superadmin takes the cash on delivery and the courier delivers the whole order. */
async function deliver(admin: APIRequestContext, code: string): Promise<string> {
  const { orders } = await adminApi<{
    orders: {
      items: Array<{
        id: string;
        payments: Array<{ id: string }>;
        lines: Array<{ id: string; quantity: number }>;
      }>;
    };
  }>(
    admin,
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) {
      items { id payments { id } lines { id quantity } } } }`,
    { code },
  );
  const order = orders.items[0]!;
  await adminApi(
    admin,
    `mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } ... on ErrorResult { message } } }`,
    { id: order.payments[0]!.id },
  );
  const { addFulfillmentToOrder } = await adminApi<{
    addFulfillmentToOrder: { id?: string; message?: string };
  }>(
    admin,
    `mutation ($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) {
      ... on Fulfillment { id } ... on ErrorResult { message } } }`,
    {
      input: {
        lines: order.lines.map((line) => ({ orderLineId: line.id, quantity: line.quantity })),
        handler: {
          code: 'manual-fulfillment',
          arguments: [
            { name: 'method', value: 'Dar delivery' },
            { name: 'trackingCode', value: 'DAR-E2E' },
          ],
        },
      },
    },
  );
  expect(addFulfillmentToOrder.id, addFulfillmentToOrder.message).toBeTruthy();
  for (const state of ['Shipped', 'Delivered']) {
    const { transitionFulfillmentToState } = await adminApi<{
      transitionFulfillmentToState: { state?: string; message?: string };
    }>(
      admin,
      `mutation ($id: ID!, $state: String!) { transitionFulfillmentToState(id: $id, state: $state) {
        ... on Fulfillment { state } ... on ErrorResult { message } } }`,
      { id: addFulfillmentToOrder.id, state },
    );
    expect(transitionFulfillmentToState.state, transitionFulfillmentToState.message).toBe(state);
  }
  return order.id;
}

const ORDER_STATE = `query ($id: ID!) { order(id: $id) { state
  payments { amount refunds { total } } } }`;

test('staff start a return of a delivered order from its page, and refund it when it is back', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const code = await placeOrderAsNewCustomer(playwright.request, test.info().project.use.baseURL);
  const admin = await superadmin(playwright.request);
  const orderId = await deliver(admin, code);

  const staff = await createStaffMember(playwright.request, ORDERS, 'returns');
  await signInToDashboard(page, staff, shop.locale);
  await page.goto(`${DASHBOARD_URL}/orders/${orderId}`);
  const block = page.locator('[data-dar-after-delivery]');
  await expect(block).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t.afterDelivery, { exact: true })).toBeVisible();
  await block.getByLabel(t.note).fill('The sofa is larger than the room');
  expect(await violationsOf(page, { include: '[data-dar-after-delivery]' })).toEqual([]);
  await block.getByRole('button', { name: t.startReturn }).click();
  await expect(page.getByText(t.done, { exact: true })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await adminApi<{ order: { state: string } }>(admin, ORDER_STATE, { id: orderId })).order
          .state,
    )
    .toBe('BeingReturned');

  // The block now offers what a return being collected needs.
  await block.getByRole('button', { name: t.refund }).click();
  await expect
    .poll(
      async () =>
        (await adminApi<{ order: { state: string } }>(admin, ORDER_STATE, { id: orderId })).order
          .state,
    )
    .toBe('Returned');
  const { order } = await adminApi<{
    order: { payments: Array<{ amount: number; refunds: Array<{ total: number }> }> };
  }>(admin, ORDER_STATE, { id: orderId });
  expect(order.payments[0]!.refunds.map((refund) => refund.total)).toEqual([
    order.payments[0]!.amount,
  ]);
  await expect(block).toBeHidden();
});

/** Customer care's own staff (as in dashboard.spec.ts). */
const CUSTOMER_CARE = ['Authenticated', 'ReadCustomerCare', 'UpdateCustomerCare'];

test('customer care replies to a contact message from the dashboard; the reply reaches the sender', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const id = unique();
  const sender = { name: `Salma ${id}`, email: `reply-${id}@example.com` };
  const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  // Sent from the storefront in the project's language: the reply goes out in it.
  const sent = await shopper.post(`/shop-api?languageCode=${shop.locale}`, {
    data: {
      query: `mutation ($input: ContactUsInput!) { contactUs(input: $input) { __typename } }`,
      variables: { input: { ...sender, message: `Does the Nile sofa come in green? ${id}` } },
    },
  });
  expect(sent.ok()).toBe(true);

  const staff = await createStaffMember(playwright.request, CUSTOMER_CARE, 'reply');
  await signInToDashboard(page, staff, shop.locale);
  await page.goto(`${DASHBOARD_URL}/contact-messages`);
  await page.getByRole('button', { name: sender.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: sender.name })).toBeVisible();
  const reply = `Yes: green velvet, delivered in ten days. ${id}`;
  await page.getByLabel(t.reply).fill(reply);
  expect(await violationsOf(page, { include: 'main form' })).toEqual([]);
  await page.getByRole('button', { name: t.sendReply }).click();
  await expect(page.getByText(t.replySent)).toBeVisible();
  await expect(page.getByText(t.answered, { exact: true })).toBeVisible();

  const { match } = await emailMatching(shopper, sender.email, new RegExp(reply), {
    what: 'the reply',
  });
  expect(match[0]).toBe(reply);
  const list = (await (await shopper.get(mailboxUrl('list'))).json()) as Array<{
    recipient: string;
    subject: string;
  }>;
  expect(list.filter((entry) => entry.recipient === sender.email).map((e) => e.subject)).toContain(
    t.replySubject,
  );
  await shopper.dispose();
});

function mailboxUrl(path: string): string {
  return `${DASHBOARD_URL.replace(/\/dashboard$/, '')}/mailbox/${path}`;
}
