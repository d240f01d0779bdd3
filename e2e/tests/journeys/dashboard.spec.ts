import { readFile } from 'node:fs/promises';
import { test } from '../../fixtures';
import { shopApi, signInNewCustomer } from '../../customer';
import { addCheapestToCart, placeOrderAsNewCustomer } from '../../orders';
import {
  adminApiResult,
  createStaffMember,
  DASHBOARD_URL,
  localDateTime,
  openScreen,
  signInToAdminApi,
  signInToDashboard,
  STOREFRONT_CATCHES_UP_MS,
  superadmin,
  unique,
  violationsOf,
  dashboardJourney,
} from '../../staff';

/**
 * Staff journeys on the dashboard (/dashboard on the commerce server), in the dashboard's Arabic
 * (right to left) in the ar-rtl project and its English in en-ltr; what they change is checked on
 * the storefront in both of the shop's languages.
 */

const expect = dashboardJourney();

const LABELS = {
  ar: {
    headline: (language: string) => `العنوان (${language === 'ar' ? 'العربية' : 'الإنجليزية'})`,
    altText: (language: string) => `وصف الصورة (${language === 'ar' ? 'العربية' : 'الإنجليزية'})`,
    text: (language: string) => `النص (${language === 'ar' ? 'العربية' : 'الإنجليزية'})`,
    page: 'الصفحة',
    position: 'الترتيب',
    startsAt: 'يبدأ في',
    endsAt: 'ينتهي في',
    addPicture: 'إضافة ملف',
    create: 'إنشاء',
    saved: 'تم الحفظ',
    shopFront: 'واجهة المتجر',
    banners: 'البانرات',
    alertStrips: 'شرائط التنبيه',
    newBanner: 'بانر جديد',
    newAlert: 'شريط تنبيه جديد',
    customerCare: 'خدمة العملاء',
    contactMessages: 'رسائل التواصل',
    markAnswered: 'تعليم كمُجاب',
    answered: 'تم الرد',
    subscribers: 'مشتركو النشرة',
    exportCsv: 'تصدير CSV',
    hiddenSections: { sales: 'المبيعات', customers: 'العملاء', settings: 'الإعدادات' },
    settings: 'الإعدادات',
    deliveryPrices: 'أسعار التوصيل',
    filter: 'تصفية...',
    deliveryPrice: 'سعر التوصيل (ج.م، شامل الضريبة)',
    update: 'تحديث',
  },
  en: {
    headline: (language: string) => `Headline (${language === 'ar' ? 'Arabic' : 'English'})`,
    altText: (language: string) =>
      `What the picture shows (${language === 'ar' ? 'Arabic' : 'English'})`,
    text: (language: string) => `Text (${language === 'ar' ? 'Arabic' : 'English'})`,
    page: 'Page',
    position: 'Position',
    startsAt: 'Starts at',
    endsAt: 'Ends at',
    addPicture: 'Add asset',
    create: 'Create',
    saved: 'Saved',
    shopFront: 'Shop front',
    banners: 'Banners',
    alertStrips: 'Alert strips',
    newBanner: 'New banner',
    newAlert: 'New alert strip',
    customerCare: 'Customer care',
    contactMessages: 'Contact messages',
    markAnswered: 'Mark as answered',
    answered: 'Answered',
    subscribers: 'Newsletter subscribers',
    exportCsv: 'Export CSV',
    hiddenSections: { sales: 'Sales', customers: 'Customers', settings: 'Settings' },
    settings: 'Settings',
    deliveryPrices: 'Delivery prices',
    filter: 'Filter...',
    deliveryPrice: 'Delivery price (EGP, VAT included)',
    update: 'Update',
  },
};

/**
 * The storefront shows one alert strip (the one that started last), so the two projects' alert
 * journeys, which run at the same time in parallel workers, schedule their strips in turns of the
 * clock rather than waiting for each other: of each minute, the Arabic project's strip runs in the
 * first half and the English project's in the second. Each gets a whole turn to itself.
 */
const ALERT_TURN_MS = 30_000;

/** The start of this project's next turn that leaves `leadMs` to save the strip before it. */
function nextAlertTurn(locale: 'ar' | 'en', leadMs: number): Date {
  const period = 2 * ALERT_TURN_MS;
  const offset = locale === 'ar' ? 0 : ALERT_TURN_MS;
  const earliest = Date.now() + leadMs;
  let start = Math.floor(earliest / period) * period + offset;
  if (start < earliest) start += period;
  return new Date(start);
}

test('a merchandiser creates a banner in both languages with a picture, and the home page shows it in both', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'banner');
  await signInToDashboard(page, staff, shop.locale);

  await openScreen(page, t.shopFront, t.banners);
  await expect(page.getByRole('heading', { level: 1, name: t.banners })).toBeVisible();
  // The dashboard's buttons that are links keep the button role.
  await page.getByRole('button', { name: t.newBanner }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newBanner })).toBeVisible();

  const id = unique();
  const banner = {
    ar: { title: `تخفيضات الشتاء ${id}`, altText: `كنبة في غرفة معيشة ${id}` },
    en: { title: `Winter sale ${id}`, altText: `A sofa in a living room ${id}` },
  };
  for (const language of ['ar', 'en'] as const) {
    await page.getByLabel(t.headline(language)).fill(banner[language].title);
    await page.getByLabel(t.altText(language)).fill(banner[language].altText);
  }
  // Each project's banner in a slot of its own (the home page shows both positions).
  await page.getByLabel(t.position).fill(shop.locale === 'ar' ? '1' : '2');
  await page.getByRole('button', { name: t.addPicture }).click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('checkbox').first().click();
  await picker.getByRole('button', { name: 'Select Asset' }).click();
  await expect(picker).toBeHidden();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/banners\/\d+$/);

  // The storefront's home, without a restart: the save tells it which cache to drop. `/ar` asks for
  // Arabic (and lands on `/`) even where the browser prefers English.
  for (const [language, home] of [
    ['ar', '/ar'],
    ['en', '/en'],
  ] as const) {
    const storefront = await page.context().newPage();
    await expect(async () => {
      await storefront.goto(home);
      // A slide of the home page's banner carousel: in the page, shown in its turn.
      await expect(storefront.getByRole('img', { name: banner[language].altText })).toBeAttached({
        timeout: 1_000,
      });
    }).toPass({ timeout: STOREFRONT_CATCHES_UP_MS });
    await storefront.close();
  }
});

test('a merchandiser schedules an alert strip: the shop shows it, and stops at its end time', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const staff = await createStaffMember(playwright.request, 'merchandiser', 'alert');
  await signInToDashboard(page, staff, shop.locale);
  await openScreen(page, t.shopFront, t.alertStrips);
  await page.getByRole('button', { name: t.newAlert }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newAlert })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  const id = unique();
  const text = { ar: `توصيل مجاني اليوم فقط ${id}`, en: `Free delivery today only ${id}` };
  await page.getByLabel(t.text('ar')).fill(text.ar);
  await page.getByLabel(t.text('en')).fill(text.en);

  // Its turn starts after the time the save takes; its end is the end of the turn.
  const startsAt = nextAlertTurn(shop.locale, 10_000);
  const endsAt = new Date(startsAt.getTime() + ALERT_TURN_MS);
  await page.getByLabel(t.startsAt).fill(localDateTime(startsAt));
  await page.getByLabel(t.endsAt).fill(localDateTime(endsAt));
  await page.getByRole('button', { name: t.create }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  const storefronts = {
    ar: { page: await page.context().newPage(), home: '/ar' },
    en: { page: await page.context().newPage(), home: '/en' },
  };
  const strip = (language: 'ar' | 'en') =>
    storefronts[language].page.getByRole('region').filter({ hasText: text[language] });
  // Saved ahead of its start, it is not on the shop yet.
  await storefronts.ar.page.goto(storefronts.ar.home);
  await expect(storefronts.ar.page.getByRole('main')).toBeVisible();
  if (Date.now() < startsAt.getTime()) await expect(strip('ar')).toHaveCount(0);
  await page.waitForTimeout(Math.max(0, startsAt.getTime() - Date.now()));

  // Both languages' home pages are polled side by side from its start: the strip has the turn's
  // 30 seconds to be seen in both.
  const waitFor = (language: 'ar' | 'en', count: 0 | 1, timeout: number) =>
    expect(async () => {
      await storefronts[language].page.goto(storefronts[language].home);
      await expect(strip(language)).toHaveCount(count, { timeout: 1_000 });
    }).toPass({ timeout });
  await Promise.all(
    (['ar', 'en'] as const).map((language) => waitFor(language, 1, endsAt.getTime() - Date.now())),
  );
  expect(Date.now(), 'the strip was seen before its end time').toBeLessThan(endsAt.getTime());

  // Nobody touches it: its end time alone takes it off the shop, in both languages.
  await Promise.all(
    (['ar', 'en'] as const).map((language) =>
      waitFor(language, 0, endsAt.getTime() - Date.now() + STOREFRONT_CATCHES_UP_MS),
    ),
  );
  await storefronts.ar.page.close();
  await storefronts.en.page.close();
});

/** The checkout's words for the address form (as checkout.spec.ts). */
const CHECKOUT = {
  ar: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    street: 'العنوان بالكامل',
    city: 'المدينة',
    area: 'المنطقة',
    phone: 'رقم الموبايل',
    saveAddress: 'حفظ العنوان',
    // `formatMoney` in Arabic: Arabic-Indic digits before the currency.
    price: (pounds: number) =>
      new RegExp(`(?<![٠-٩٬٫])${pounds.toLocaleString('ar-EG', { useGrouping: false })}\\sج\\.م`),
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    street: 'Full address',
    city: 'City',
    area: 'Area',
    phone: 'Mobile number',
    saveAddress: 'Save address',
    price: (pounds: number) => new RegExp(`EGP\\s${pounds}(?![\\d,])`),
  },
};

/**
 * Each project its own city of Alexandria (a delta-canal governorate, 100 EGP by region) and its
 * own price, so the two journeys running at once never see each other's change.
 */
const DELIVERY_CITY = {
  ar: { name: { ar: 'سموحة', en: 'Smouha' }, pounds: 137 },
  en: { name: { ar: 'سيدي جابر', en: 'Sidi Gaber' }, pounds: 142 },
};
const REGION_POUNDS = 100;

/** Shipping staff: a role that may read the settings and change the shipping methods' prices. */
const SHIPPING = ['Authenticated', 'ReadSettings', 'ReadShippingMethod', 'UpdateShippingMethod'];

test("staff change a city's delivery price, and checkout to that city charges it", async ({
  page,
  playwright,
  shop,
  path,
}) => {
  const t = LABELS[shop.locale];
  const c = CHECKOUT[shop.locale];
  const city = DELIVERY_CITY[shop.locale];

  // A shopper with a piece in the cart delivers to the city: its region's price.
  const shopper = await page.context().newPage();
  await signInNewCustomer(shopper.request);
  await addCheapestToCart(shopper.request);
  await shopper.goto(path('/checkout'));
  const form = shopper.getByRole('main');
  await form.getByLabel(c.firstName).fill('Nour');
  await form.getByLabel(c.lastName).fill('Adel');
  await form.getByLabel(c.street).fill('14 El Horreya Road');
  await form.getByRole('button', { name: c.city }).click();
  await shopper
    .getByRole('listbox')
    .getByRole('option', { name: city.name[shop.locale], exact: true })
    .click();
  await form.getByLabel(c.area).fill('Smouha');
  await form.getByRole('textbox', { name: c.phone }).fill('01223456789');
  await form.getByRole('button', { name: c.saveAddress }).click();
  await expect(form.getByText(c.price(REGION_POUNDS)).first()).toBeVisible();

  // Staff find the city in the dashboard's list by its name and give it a price of its own.
  const staff = await createStaffMember(playwright.request, SHIPPING, 'shipping');
  await signInToDashboard(page, staff, shop.locale);
  // The settings menu lists the screen; it is opened as a page of its own: the dashboard's sign-in
  // screen navigates home a second time when its login call's callback runs, which under load
  // came after this journey had opened the screen from the menu (twice in four runs, in Arabic).
  await page.getByRole('button', { name: t.settings, exact: true }).click();
  await expect(page.getByRole('link', { name: t.deliveryPrices, exact: true })).toBeVisible();
  await page.goto(`${DASHBOARD_URL}/delivery-prices`);
  await expect(page.getByRole('heading', { level: 1, name: t.deliveryPrices })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByPlaceholder(t.filter).fill(city.name[shop.locale]);
  await page.getByRole('button', { name: city.name[shop.locale], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: city.name[shop.locale] })).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);
  await page.getByLabel(t.deliveryPrice).fill(String(city.pounds));
  await page.getByRole('button', { name: t.update }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // The checkout asks the server again: the city's own price.
  await shopper.reload();
  await expect(form.getByText(c.price(city.pounds)).first()).toBeVisible();
  await expect(form.getByText(c.price(REGION_POUNDS))).toHaveCount(0);
  await shopper.close();
});

const ORDER = `query ($id: ID!) { order(id: $id) { id code } }`;

test('a merchandiser sees no orders, customers or settings, and neither the dashboard nor the Admin API opens an order to them', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  // A real order, placed by a shopper: the screen and the call the merchandiser is refused.
  const code = await placeOrderAsNewCustomer(playwright.request, test.info().project.use.baseURL);
  const { data: placed } = await adminApiResult<{ orders: { items: Array<{ id: string }> } }>(
    await superadmin(playwright.request),
    `query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) {
      items { id } } }`,
    { code },
  );
  const id = placed!.orders.items[0]!.id;

  const staff = await createStaffMember(playwright.request, 'merchandiser', 'refused');
  await signInToDashboard(page, staff, shop.locale);
  // The side menu shows what the role may read: the shop front, not sales, customers or settings.
  const menu = page.locator('[data-sidebar="sidebar"]');
  await expect(menu.getByRole('button', { name: t.shopFront, exact: true })).toBeVisible();
  for (const hidden of Object.values(t.hiddenSections)) {
    await expect(menu.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  }

  // Typed into the address bar, the order's screen shows nothing of it: the dashboard does not
  // even ask the Admin API for a role without ReadOrder.
  await page.goto(`${DASHBOARD_URL}/orders/${id}`);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(code)).toHaveCount(0);

  // The same call from the merchandiser's own session, outside the dashboard.
  const merchandiser = await playwright.request.newContext();
  await signInToAdminApi(merchandiser, staff);
  const { errors } = await adminApiResult(merchandiser, ORDER, { id });
  expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  // While the superadmin's session gets it.
  const { data, errors: superadminErrors } = await adminApiResult<{
    order: { code: string } | null;
  }>(await superadmin(playwright.request), ORDER, { id });
  expect(superadminErrors).toBeUndefined();
  expect(data?.order?.code).toBe(code);
  await merchandiser.dispose();
});

/** Customer care's own staff: a role with the customer-care permissions and nothing else. */
const CUSTOMER_CARE = ['Authenticated', 'ReadCustomerCare', 'UpdateCustomerCare'];

test('a staff member reads a contact message and marks it answered', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const id = unique();
  const sender = { name: `Salma ${id}`, email: `salma-${id}@example.com` };
  const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await shopApi(
    shopper,
    `mutation ($input: ContactUsInput!) { contactUs(input: $input) { __typename } }`,
    { input: { ...sender, message: `Is the oak table available in walnut? ${id}` } },
  );
  const staff = await createStaffMember(playwright.request, CUSTOMER_CARE, 'care');
  await signInToDashboard(page, staff, shop.locale);
  await openScreen(page, t.customerCare, t.contactMessages);
  await page.getByRole('button', { name: sender.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: sender.name })).toBeVisible();
  await expect(page.getByText(`Is the oak table available in walnut? ${id}`)).toBeVisible();
  expect(await violationsOf(page, 'main p[lang], main dl')).toEqual([]);
  await page.getByRole('button', { name: t.markAnswered }).click();
  await expect(page.getByText(t.answered, { exact: true })).toBeVisible();

  const { data } = await adminApiResult<{
    contactMessages: { items: Array<{ handledAt: string | null }> };
  }>(
    await superadmin(playwright.request),
    `query ($email: String!) { contactMessages(options: { filter: { emailAddress: { eq: $email } } }) {
      items { handledAt } } }`,
    { email: sender.email },
  );
  expect(data?.contactMessages.items[0]?.handledAt).toBeTruthy();
  await shopper.dispose();
});

test('a staff member exports the newsletter subscribers as CSV', async ({
  page,
  playwright,
  shop,
}) => {
  const t = LABELS[shop.locale];
  const address = `reader-${unique()}@example.com`;
  const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await shopApi(
    shopper,
    `mutation ($emailAddress: String!) { subscribeToNewsletter(emailAddress: $emailAddress) {
      __typename } }`,
    { emailAddress: address },
  );
  const staff = await createStaffMember(playwright.request, CUSTOMER_CARE, 'newsletter');
  await signInToDashboard(page, staff, shop.locale);
  await openScreen(page, t.customerCare, t.subscribers);
  await expect(page.getByText(address)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportCsv }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('newsletter-subscribers.csv');
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('email,language,subscribed_at,unsubscribed_at');
  expect(lines.find((line) => line.startsWith(`${address},`))).toMatch(
    new RegExp(`^${address.replace(/[.]/g, '\\.')},(ar|en),\\d{4}-`),
  );
  await shopper.dispose();
});
