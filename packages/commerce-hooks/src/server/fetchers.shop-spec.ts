import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cookieFetch, createCustomer, signIn } from '../../test/shop-session';
import {
  getActiveCustomer,
  getBlogPost,
  getBlogPosts,
  getCart,
  getCategoryTree,
  getCollection,
  getContentPage,
  getCustomerAddresses,
  getCustomerOrders,
  getFaqs,
  getMerchandising,
  getOrder,
  getHomeProducts,
  getHomeSections,
  getListing,
  getProduct,
  getSitemapData,
  HOME_SECTION_SIZE,
  sendContactMessage,
  setServerFailureReporter,
} from './index';

// The server fetchers against the real commerce server, in both languages.
const ARABIC = /[\u0600-\u06FF]/;
const LANGUAGES = [
  { locale: 'ar', script: (text: string) => ARABIC.test(text) },
  { locale: 'en', script: (text: string) => !ARABIC.test(text) && /[A-Za-z]/.test(text) },
] as const;

beforeAll(() => {
  process.env.COMMERCE_SHOP_API_URL = `${inject('commerceUrl')}/shop-api`;
  setServerFailureReporter(undefined);
});

describe.each(LANGUAGES)('catalogue fetchers in $locale', ({ locale, script }) => {
  it('home sections: four rails of at most 8 priced products, in the language', async () => {
    const sections = await getHomeSections(locale);
    for (const rail of Object.values(sections)) {
      expect(rail.length).toBeLessThanOrEqual(HOME_SECTION_SIZE);
      for (const card of rail) expect(card.priceWithTax).toBeGreaterThan(0);
    }
    expect(sections.newArrivals).toHaveLength(HOME_SECTION_SIZE);
    expect(sections.specialOffers.length).toBeGreaterThan(0);
    // Special offers are discounted: each shows its "was" price.
    for (const card of sections.specialOffers)
      expect(card.originalPriceWithTax).toBeGreaterThan(card.priceWithTax);
    expect(sections.newArrivals.every((card) => script(card.name))).toBe(true);
  });

  it('home products: the newest products, priced, in the language', async () => {
    const { totalItems, products } = await getHomeProducts(locale, 6);
    expect(totalItems).toBeGreaterThan(6);
    expect(products).toHaveLength(6);
    for (const product of products) {
      expect(script(product.name), product.name).toBe(true);
      expect(product.slug).not.toBe('');
      expect(product.priceWithTax).toBeGreaterThan(0);
      expect(product.currencyCode).toBe('EGP');
      expect(product.imageUrl).not.toBeNull();
    }
    // The same products in both languages, under the same ids.
    const other = await getHomeProducts(locale === 'ar' ? 'en' : 'ar', 6);
    expect(other.products.map((product) => product.id)).toEqual(
      products.map((product) => product.id),
    );
  });

  it('product: the page of a slug, null for an unknown one', async () => {
    const [first] = (await getHomeSections(locale)).newArrivals;
    const product = await getProduct(first!.slug, locale);
    expect(product).toMatchObject({ id: first!.id, name: first!.name });
    expect(script(product!.description.replace(/<[^>]+>/g, ''))).toBe(true);
    expect(product!.collections.length).toBeGreaterThan(0);
    expect(await getProduct('no-such-sofa', locale)).toBeNull();
  });

  it('listing: a page of a category with its filter bar; a filter narrows both', async () => {
    const listing = await getListing(locale, { collectionSlug: 'living-room', perPage: 10 });
    expect(listing.products).toHaveLength(10);
    expect(listing.totalItems).toBeGreaterThan(10);
    expect(listing.filterBar.maxValue).toBeGreaterThan(0);
    const facet = listing.filterBar.filters.find((filter) => filter.values.length > 1)!;
    expect(script(facet.name)).toBe(true);
    const value = facet.values.find((candidate) => candidate.count < listing.totalItems)!;
    const filtered = await getListing(locale, {
      collectionSlug: 'living-room',
      filters: { [facet.code]: [value.id] },
    });
    expect(filtered.totalItems).toBe(value.count);

    const cheapFirst = await getListing(locale, {
      collectionSlug: 'living-room',
      sort: 'price-asc',
    });
    const prices = cheapFirst.products.map((card) => card.priceWithTax);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const page2 = await getListing(locale, { collectionSlug: 'living-room', page: 2 });
    expect(page2.products[0]!.id).not.toBe(listing.products[0]!.id);
  });

  it('collection tree and a collection page with breadcrumbs', async () => {
    const tree = await getCategoryTree(locale);
    const living = tree.find((node) => node.slug === 'living-room')!;
    expect(script(living.name)).toBe(true);
    expect(living.children.map((child) => child.slug)).toContain('sofas');
    const sofas = await getCollection('sofas', locale);
    expect(sofas!.breadcrumbs.map((crumb) => crumb.slug)).toContain('living-room');
    expect(await getCollection('no-such-room', locale)).toBeNull();
  });

  it('content pages and the blog', async () => {
    const about = await getContentPage('about', locale);
    expect(script(about!.title)).toBe(true);
    const blog = await getBlogPosts(locale, { perPage: 3 });
    expect(blog.items).toHaveLength(3);
    expect(blog.totalItems).toBeGreaterThan(3);
    const post = await getBlogPost(blog.items[0]!.slug, locale);
    expect(post!.title).toBe(blog.items[0]!.title);
    expect(script(post!.title)).toBe(true);
  });

  it('merchandising and FAQs of the home page', async () => {
    const merchandising = await getMerchandising(locale);
    expect(merchandising.banners.length).toBeGreaterThan(0);
    expect(script(merchandising.banners[0]!.altText)).toBe(true);
    const faqs = await getFaqs(locale);
    expect(faqs.length).toBeGreaterThan(0);
    expect(script(faqs[0]!.question)).toBe(true);
  });

  it('sitemap: every product (read page by page) and every category', async () => {
    const sitemap = await getSitemapData(locale);
    expect(new Set(sitemap.products.map((product) => product.slug)).size).toBe(
      sitemap.products.length,
    );
    expect(sitemap.products.length).toBeGreaterThan(100);
    // Named in the language, for the /sitemap page.
    expect(script(sitemap.products[0]!.name)).toBe(true);
    expect(sitemap.categories.length).toBeGreaterThan(3);
  });
});

describe.each(LANGUAGES)('account fetchers in $locale forward the cookie', ({ locale }) => {
  it("read the signed-in shopper's data with their cookie, nothing without it", async () => {
    const commerceUrl = inject('commerceUrl');
    const customer = await createCustomer(commerceUrl);
    const shopper = cookieFetch();
    await signIn(commerceUrl, shopper, customer);
    const cookie = shopper.cookieHeader();
    expect(cookie).not.toBe('');
    expect(await getActiveCustomer(locale, cookie)).toMatchObject({
      emailAddress: customer.emailAddress,
    });
    expect(await getCart(locale, cookie)).toMatchObject({ itemCount: 0, lines: [] });
    expect(await getActiveCustomer(locale, '')).toBeNull();
  });

  it('addresses, order history and an order: the cart is not an order in the history', async () => {
    const commerceUrl = inject('commerceUrl');
    const customer = await createCustomer(commerceUrl);
    const shopper = cookieFetch();
    await signIn(commerceUrl, shopper, customer);
    const shopApi = `${commerceUrl}/shop-api?languageCode=${locale}`;
    const post = async (query: string, variables: Record<string, unknown>) =>
      (await (
        await shopper(shopApi, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data: Record<string, { id?: string; code?: string }> };
    await post(
      'mutation ($input: CreateAddressInput!) { createCustomerAddress(input: $input) { id } }',
      {
        input: {
          fullName: 'Layla Mostafa',
          streetLine1: '8 Mosadak Street',
          city: 'Dokki',
          province: 'Giza',
          countryCode: 'EG',
          phoneNumber: '01223456789',
        },
      },
    );
    const [card] = (await getHomeSections(locale)).newArrivals;
    const product = await getProduct(card!.slug, locale);
    const added = await post(
      'mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id code } } }',
      { id: product!.variants[0]!.id },
    );
    const cookie = shopper.cookieHeader();
    expect((await getCustomerAddresses(locale, cookie)).map((address) => address.city)).toEqual([
      'Dokki',
    ]);
    expect(await getCustomerOrders(locale, cookie)).toMatchObject({ totalItems: 0, items: [] });
    expect(await getCart(locale, cookie)).toMatchObject({ itemCount: 1 });
    const order = await getOrder(added.data.addItemToOrder!.code!, locale, cookie);
    expect(order).toMatchObject({ state: 'AddingItems', totalQuantity: 1 });
    // Without the shopper's cookie the Shop API refuses it (FORBIDDEN): to anyone else the order
    // is not there, and the page answers 404.
    expect(await getOrder(added.data.addItemToOrder!.code!, locale, '')).toBeNull();
  });
});

describe.each(LANGUAGES)('sendContactMessage in $locale', ({ locale, script }) => {
  it('sends a message, and names each broken field in the language', async () => {
    const email = `contact-${locale}-${Date.now()}@example.com`;
    expect(
      await sendContactMessage(
        locale,
        { name: 'Mona', email, message: 'Does the Nile sofa come in green?' },
        { clientHeaders: { 'x-dar-client-address': '203.0.113.7' } },
      ),
    ).toEqual({ ok: true });
    const broken = await sendContactMessage(locale, { name: ' ', email: 'mona@', message: 'Hi' });
    expect(broken).toMatchObject({
      ok: false,
      errorCode: 'CONTACT_VALIDATION_ERROR',
      messageId: 'shopError.contact',
    });
    if (broken.ok) return;
    expect(Object.keys(broken.fieldErrors).sort()).toEqual(['email', 'message', 'name']);
    expect(script(broken.fieldErrors.email!)).toBe(true);
  });
});
