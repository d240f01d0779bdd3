import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import gql from 'graphql-tag';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { RESEND_HEADER } from '../services/storefront-revalidation.service';

/**
 * A stand-in for the storefront's `POST /api/revalidate`: it records every request, and answers
 * with the status the test asks for. A batch's second request (some seconds later) is kept apart,
 * so the tests of first requests are not disturbed by an earlier test's.
 */
interface Received {
  authorization: string | undefined;
  tags: string[];
  at: number;
}
let receiver: Server;
let received: Received[] = [];
const resent: Received[] = [];
let answerStatus = 200;

const SECRET = 'revalidate-secret-for-e2e-tests';
const BATCH_WINDOW_MS = 500;
let env: DarTestEnvironment;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.method === 'POST' && request.url === '/api/revalidate') {
        const { tags } = JSON.parse(body) as { tags: string[] };
        const entry = { authorization: request.headers.authorization, tags, at: Date.now() };
        (request.headers[RESEND_HEADER] ? resent : received).push(entry);
      }
      response.writeHead(answerStatus, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, 'localhost', resolve));
  const { port } = receiver.address() as AddressInfo;
  env = await startDarTestEnvironment(__filename, {
    environment: {
      STOREFRONT_REVALIDATE_URL: `http://localhost:${port}/api/revalidate`,
      STOREFRONT_REVALIDATE_SECRET: SECRET,
    },
  });
  await env.adminClient.asSuperAdmin();
  // A first run in a fresh worktree seeds the cached database first (minutes on a busy machine).
}, 2_400_000);

afterAll(async () => {
  await env?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(async () => {
  // Whatever the start itself caused (the job queue settling) is not this test's.
  await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS * 3));
  received = [];
  answerStatus = 200;
});

/** Waits for the batch window to pass and the requests to arrive. */
async function nextRequests(count = 1): Promise<Received[]> {
  const deadline = Date.now() + 10_000;
  while (received.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A batch that should have been one request must not trail a second one.
  await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS * 2));
  return received;
}

const PRODUCT = gql`
  query Product($slug: String!) {
    product(slug: $slug) {
      id
      slug
      translations {
        languageCode
        slug
      }
      variants {
        id
      }
    }
  }
`;
interface ProductAnswer {
  product: {
    id: string;
    slug: string;
    translations: { languageCode: string; slug: string }[];
    variants: { id: string }[];
  };
}

async function productBySlug(slug: string): Promise<ProductAnswer['product']> {
  const { product } = await env.adminClient.query<ProductAnswer>(PRODUCT, { slug });
  return product;
}

const FIRST_PRODUCTS = gql`
  query FirstProducts {
    products(options: { take: 2, sort: { id: ASC } }) {
      items {
        slug
      }
    }
  }
`;

async function firstProductSlugs(): Promise<string[]> {
  const { products } = await env.adminClient.query<{ products: { items: { slug: string }[] } }>(
    FIRST_PRODUCTS,
  );
  return products.items.map((item) => item.slug);
}

/** The English name a rename saved (the Admin API answers `name` in the channel's Arabic). */
function englishName(updated: { translations: { languageCode: string; name: string }[] }) {
  return updated.translations.find((translation) => translation.languageCode === 'en')?.name;
}

const RENAME_PRODUCT = gql`
  mutation RenameProduct($id: ID!, $name: String!) {
    updateProduct(input: { id: $id, translations: [{ languageCode: en, name: $name }] }) {
      id
      translations {
        languageCode
        name
      }
    }
  }
`;

describe('storefront revalidation', () => {
  it('tells the storefront, with the secret, which pages a product edit made stale: its page in both languages, listings, home and sitemap', async () => {
    const [slug] = await firstProductSlugs();
    const product = await productBySlug(slug!);
    const slugs = product.translations.map((translation) => translation.slug);
    expect(slugs.length).toBeGreaterThanOrEqual(1);

    const { updateProduct } = await env.adminClient.query(RENAME_PRODUCT, {
      id: product.id,
      name: 'Renamed for the storefront',
    });
    expect(englishName(updateProduct)).toBe('Renamed for the storefront');

    const [request, ...more] = await nextRequests();
    expect(more).toEqual([]);
    expect(request!.authorization).toBe(`Bearer ${SECRET}`);
    for (const productSlug of slugs) expect(request!.tags).toContain(`product:${productSlug}`);
    expect(request!.tags).toEqual(expect.arrayContaining(['listing', 'home', 'sitemap']));
    // A product edit leaves the rest of the catalogue cached.
    expect(request!.tags).not.toContain('catalogue');
  });

  it('sends the edits of one batch window in one request', async () => {
    const slugs = await firstProductSlugs();
    const products = await Promise.all(slugs.map(productBySlug));
    // One staff save of several products (one mutation, one event each): all within the window
    // however busy the machine (three saves one after another can take longer than it).
    await env.adminClient.query(
      gql`
        mutation RenameProducts($input: [UpdateProductInput!]!) {
          updateProducts(input: $input) {
            id
          }
        }
      `,
      {
        input: products.map((product) => ({
          id: product.id,
          translations: [{ languageCode: 'en', name: `Batch ${product.id}` }],
        })),
      },
    );
    const requests = await nextRequests();
    expect(requests).toHaveLength(1);
    for (const product of products) expect(requests[0]!.tags).toContain(`product:${product.slug}`);
    // Each tag once, however many events named it.
    expect(new Set(requests[0]!.tags).size).toBe(requests[0]!.tags.length);
  });

  it('names the product of an edited variant price', async () => {
    const [slug] = await firstProductSlugs();
    const product = await productBySlug(slug!);
    await env.adminClient.query(
      gql`
        mutation Price($id: ID!) {
          updateProductVariants(input: [{ id: $id, price: 123400 }]) {
            id
          }
        }
      `,
      { id: product.variants[0]!.id },
    );
    const [request] = await nextRequests();
    expect(request!.tags).toContain(`product:${product.slug}`);
  });

  it('names a collection under its slugs, the category menu and the sitemap when staff rename it', async () => {
    const { collections } = await env.adminClient.query<{
      collections: { items: { id: string; slug: string }[] };
    }>(gql`
      query {
        collections(options: { take: 1, filter: { slug: { eq: "living-room" } } }) {
          items {
            id
            slug
          }
        }
      }
    `);
    const collection =
      collections.items[0] ??
      (
        await env.adminClient.query<{ collections: { items: { id: string; slug: string }[] } }>(gql`
          query {
            collections(options: { take: 1, topLevelOnly: true }) {
              items {
                id
                slug
              }
            }
          }
        `)
      ).collections.items[0]!;
    await env.adminClient.query(
      gql`
        mutation RenameCollection($id: ID!) {
          updateCollection(
            input: { id: $id, translations: [{ languageCode: en, name: "Renamed" }] }
          ) {
            id
          }
        }
      `,
      { id: collection.id },
    );
    const requests = await nextRequests();
    const tags = requests.flatMap((request) => request.tags);
    expect(tags).toEqual(
      expect.arrayContaining([`collection:${collection.slug}`, 'collections', 'sitemap']),
    );
  });

  it('refreshes the home page and the wheel when a promotion changes', async () => {
    const { promotions } = await env.adminClient.query<{
      promotions: { items: { id: string; enabled: boolean }[] };
    }>(gql`
      query {
        promotions(options: { take: 1 }) {
          items {
            id
            enabled
          }
        }
      }
    `);
    const promotion = promotions.items[0]!;
    await env.adminClient.query(
      gql`
        mutation TogglePromotion($id: ID!, $enabled: Boolean!) {
          updatePromotion(input: { id: $id, enabled: $enabled }) {
            ... on Promotion {
              id
            }
          }
        }
      `,
      { id: promotion.id, enabled: promotion.enabled },
    );
    const [request] = await nextRequests();
    expect(request!.tags).toEqual(expect.arrayContaining(['home', 'merchandising']));
  });

  it('refreshes the home page when staff create or delete a banner', async () => {
    const { createBanner } = await env.adminClient.query<{ createBanner: { id: string } }>(
      gql`
        mutation ($input: CreateBannerInput!) {
          createBanner(input: $input) {
            ... on Banner {
              id
            }
          }
        }
      `,
      {
        input: {
          page: 'home',
          translations: [
            { languageCode: 'ar', title: 'بانر للاختبار', altText: 'صورة' },
            { languageCode: 'en', title: 'A banner for the test', altText: 'A picture' },
          ],
        },
      },
    );
    expect((await nextRequests())[0]!.tags).toEqual(
      expect.arrayContaining(['home', 'merchandising']),
    );
    received = [];
    await env.adminClient.query(
      gql`
        mutation ($id: ID!) {
          deleteBanner(id: $id) {
            result
          }
        }
      `,
      { id: createBanner.id },
    );
    expect((await nextRequests())[0]!.tags).toEqual(
      expect.arrayContaining(['home', 'merchandising']),
    );
  });

  it('refreshes the home page when a scheduled alert strip ends, with no edit at that time', async () => {
    const endsAt = new Date(Date.now() + 3_000);
    await env.adminClient.query(
      gql`
        mutation ($input: CreateAlertInput!) {
          createAlert(input: $input) {
            ... on Alert {
              id
            }
          }
        }
      `,
      {
        input: {
          endsAt: endsAt.toISOString(),
          translations: [
            { languageCode: 'ar', name: 'تنبيه ينتهي بعد ثوانٍ' },
            { languageCode: 'en', name: 'An alert that ends in seconds' },
          ],
        },
      },
    );
    // The save's own request first, then nothing until the end time passes.
    expect(await nextRequests()).toHaveLength(1);
    received = [];
    const deadline = Date.now() + 15_000;
    while (received.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received[0]?.tags).toEqual(expect.arrayContaining(['home', 'merchandising']));
    // Sent once the end had passed, so the storefront's fresh answer no longer has the strip.
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt.getTime());
  });

  it('refreshes a static page under its old and new address when staff rename it, and the page when they delete it', async () => {
    const { createContentPage } = await env.adminClient.query<{
      createContentPage: { id: string };
    }>(
      gql`
        mutation ($input: CreateContentPageInput!) {
          createContentPage(input: $input) {
            ... on ContentPage {
              id
            }
          }
        }
      `,
      {
        input: {
          slug: 'delivery-days',
          translations: [
            { languageCode: 'ar', title: 'أيام التوصيل', body: '<p>كل يوم</p>' },
            { languageCode: 'en', title: 'Delivery days', body: '<p>Every day</p>' },
          ],
        },
      },
    );
    expect((await nextRequests())[0]!.tags).toEqual(['page:delivery-days']);
    received = [];
    await env.adminClient.query(
      gql`
        mutation ($input: UpdateContentPageInput!) {
          updateContentPage(input: $input) {
            ... on ContentPage {
              id
            }
          }
        }
      `,
      { input: { id: createContentPage.id, slug: 'delivery' } },
    );
    expect((await nextRequests())[0]!.tags).toEqual(
      expect.arrayContaining(['page:delivery-days', 'page:delivery']),
    );
    received = [];
    await env.adminClient.query(
      gql`
        mutation ($id: ID!) {
          deleteContentPage(id: $id) {
            result
          }
        }
      `,
      { id: createContentPage.id },
    );
    expect((await nextRequests())[0]!.tags).toEqual(['page:delivery']);
  });

  it('refreshes the FAQ page when staff add a question, and the blog and the post when they publish one', async () => {
    await env.adminClient.query(
      gql`
        mutation ($input: CreateFaqInput!) {
          createFaq(input: $input) {
            id
          }
        }
      `,
      {
        input: {
          translations: [
            { languageCode: 'ar', question: 'هل تركبون الأثاث؟', answer: '<p>نعم</p>' },
            { languageCode: 'en', question: 'Do you assemble?', answer: '<p>Yes</p>' },
          ],
        },
      },
    );
    expect((await nextRequests())[0]!.tags).toEqual(['faqs']);
    received = [];
    await env.adminClient.query(
      gql`
        mutation ($input: CreateBlogPostInput!) {
          createBlogPost(input: $input) {
            ... on BlogPost {
              id
            }
          }
        }
      `,
      {
        input: {
          slug: 'winter-living-room',
          publishedAt: new Date().toISOString(),
          translations: [
            { languageCode: 'ar', title: 'غرفة معيشة للشتاء', excerpt: 'دفء', body: '<p>دفء</p>' },
            {
              languageCode: 'en',
              title: 'A winter living room',
              excerpt: 'Warm',
              body: '<p>Warm</p>',
            },
          ],
        },
      },
    );
    expect((await nextRequests())[0]!.tags).toEqual(['blog', 'blog:winter-living-room']);
  });

  it('sends nothing when staff give a page a slug that is refused', async () => {
    await env.adminClient.query(
      gql`
        mutation ($input: CreateContentPageInput!) {
          createContentPage(input: $input) {
            ... on ErrorResult {
              errorCode
            }
          }
        }
      `,
      {
        input: {
          slug: 'Not A Slug',
          translations: [{ languageCode: 'en', title: 'Refused', body: '<p>No</p>' }],
        },
      },
    );
    expect(await nextRequests()).toEqual([]);
  });

  it('sends the same tags once more some seconds later, for a page rendered from data read before the edit', async () => {
    const [slug] = await firstProductSlugs();
    const product = await productBySlug(slug!);
    await env.adminClient.query(RENAME_PRODUCT, {
      id: product.id,
      name: 'Renamed, then sent twice',
    });
    const [first] = await nextRequests();
    // An earlier test's second requests may arrive meanwhile: this edit's is the one that names
    // its product, after the first.
    const ours = () =>
      resent.find(
        (request) => request.at > first!.at && request.tags.includes(`product:${product.slug}`),
      );
    const deadline = Date.now() + 20_000;
    while (!ours() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ours()?.authorization).toBe(`Bearer ${SECRET}`);
    expect(ours()?.tags).toEqual(first!.tags);
    // Long enough for such a render to have been stored since.
    expect(ours()!.at - first!.at).toBeGreaterThanOrEqual(9_000);
  });

  it('still saves the edit when the storefront refuses, and sends the next edit again', async () => {
    answerStatus = 500;
    const [slug] = await firstProductSlugs();
    const product = await productBySlug(slug!);
    const { updateProduct } = await env.adminClient.query(RENAME_PRODUCT, {
      id: product.id,
      name: 'Saved although the storefront is down',
    });
    expect(englishName(updateProduct)).toBe('Saved although the storefront is down');
    expect(await nextRequests()).toHaveLength(1);

    answerStatus = 200;
    received = [];
    await env.adminClient.query(RENAME_PRODUCT, { id: product.id, name: 'And again' });
    const [request] = await nextRequests();
    expect(request!.tags).toContain(`product:${product.slug}`);
  });
});
