import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DarTestEnvironment, startDarTestEnvironment } from '../../../e2e/test-environment';
import { RETURN_WINDOW_DAYS, SEED_FAQS, SEED_PAGES } from '../services/content-seed.pages';
import { SEED_POSTS } from '../services/content-seed.posts';

let env: DarTestEnvironment;

const ARABIC_LETTER = /[\u0600-\u06FF]/;

const PAGE = gql`
  query Page($slug: String!) {
    page(slug: $slug) {
      slug
      languageCode
      title
      body
    }
  }
`;

const FAQS = gql`
  query Faqs {
    faqs {
      id
      position
      question
      answer
    }
  }
`;

const BLOG_POSTS = gql`
  query BlogPosts($options: BlogPostListOptions) {
    blogPosts(options: $options) {
      totalItems
      items {
        slug
        title
        excerpt
        publishedAt
        featuredAsset {
          id
          preview
        }
      }
    }
  }
`;

const BLOG_POST = gql`
  query BlogPost($slug: String!) {
    blogPost(slug: $slug) {
      slug
      title
      body
    }
  }
`;

const CREATE_BLOG_POST = gql`
  mutation CreateBlogPost($input: CreateBlogPostInput!) {
    createBlogPost(input: $input) {
      __typename
      ... on BlogPost {
        id
        slug
        publishedAt
        translations {
          languageCode
          title
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

const UPDATE_BLOG_POST = gql`
  mutation UpdateBlogPost($input: UpdateBlogPostInput!) {
    updateBlogPost(input: $input) {
      __typename
      ... on BlogPost {
        id
        publishedAt
        title
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`;

interface BlogPostsResult {
  blogPosts: {
    totalItems: number;
    items: Array<{
      slug: string;
      title: string;
      excerpt: string;
      publishedAt: string;
      featuredAsset: { id: string; preview: string } | null;
    }>;
  };
}

function postInput(slug: string, publishedAt: string | null) {
  return {
    slug,
    publishedAt,
    translations: [
      {
        languageCode: 'ar',
        title: `مسودة ${slug}`,
        excerpt: 'نص تجريبي',
        body: '<p>نص تجريبي</p>',
      },
      { languageCode: 'en', title: `Draft ${slug}`, excerpt: 'Test', body: '<p>Test</p>' },
    ],
  };
}

beforeAll(async () => {
  env = await startDarTestEnvironment(__filename);
  await env.adminClient.asSuperAdmin();
}, 120_000);

afterAll(async () => {
  await env?.stop();
});

describe('static pages', () => {
  it('are served by slug in Arabic by default and in English on request', async () => {
    for (const seed of SEED_PAGES) {
      const arabic = await env.shopClient.query(PAGE, { slug: seed.slug });
      const english = await env.shopClient.query(PAGE, { slug: seed.slug }, { languageCode: 'en' });
      expect(arabic.page).toMatchObject({
        slug: seed.slug,
        languageCode: 'ar',
        title: seed.title.ar,
      });
      expect(english.page).toMatchObject({ languageCode: 'en', title: seed.title.en });
      expect(arabic.page.body).toMatch(ARABIC_LETTER);
      expect(english.page.body).not.toMatch(ARABIC_LETTER);
    }
  });

  it('state the 30-day return window', async () => {
    const { page } = await env.shopClient.query(
      PAGE,
      { slug: 'returns-policy' },
      { languageCode: 'en' },
    );
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(page.body).toContain('30 days');
  });

  it('answer null for an unknown slug', async () => {
    const { page } = await env.shopClient.query(PAGE, { slug: 'no-such-page' });
    expect(page).toBeNull();
  });
});

describe('FAQs', () => {
  it('are listed in position order in both languages', async () => {
    const arabic = await env.shopClient.query(FAQS);
    const english = await env.shopClient.query(FAQS, {}, { languageCode: 'en' });
    expect(arabic.faqs.length).toBeGreaterThanOrEqual(8);
    expect(arabic.faqs.map((faq: { question: string }) => faq.question)).toEqual(
      SEED_FAQS.map((faq) => faq.question.ar),
    );
    expect(english.faqs[0].question).toBe(SEED_FAQS[0]?.question.en);
    const positions = arabic.faqs.map((faq: { position: number }) => faq.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });
});

describe('blog', () => {
  it('lists published posts newest first with their covers, paginated', async () => {
    const { blogPosts } = await env.shopClient.query<BlogPostsResult>(
      BLOG_POSTS,
      { options: { take: 4 } },
      { languageCode: 'en' },
    );
    expect(blogPosts.totalItems).toBe(SEED_POSTS.length);
    expect(blogPosts.items).toHaveLength(4);
    const newestFirst = [...SEED_POSTS].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);
    expect(blogPosts.items.map((post) => post.slug)).toEqual(
      newestFirst.slice(0, 4).map((post) => post.slug),
    );
    expect(blogPosts.items[0]?.title).toBe(newestFirst[0]?.title.en);
    expect(blogPosts.items.every((post) => post.featuredAsset?.preview)).toBe(true);

    const second = await env.shopClient.query<BlogPostsResult>(BLOG_POSTS, {
      options: { take: 4, skip: 4 },
    });
    expect(second.blogPosts.items.map((post) => post.slug)).toEqual(
      newestFirst.slice(4, 8).map((post) => post.slug),
    );
    expect(second.blogPosts.items[0]?.title).toMatch(ARABIC_LETTER);
  });

  it('shows a post by slug in the request language', async () => {
    const seed = SEED_POSTS[0];
    const { blogPost } = await env.shopClient.query(
      BLOG_POST,
      { slug: seed?.slug },
      { languageCode: 'ar' },
    );
    expect(blogPost).toMatchObject({ slug: seed?.slug, title: seed?.title.ar });
  });

  it('hides drafts and posts scheduled for later until their time comes', async () => {
    const draft = await env.adminClient.query(CREATE_BLOG_POST, {
      input: postInput('unpublished-draft', null),
    });
    expect(draft.createBlogPost).toMatchObject({ __typename: 'BlogPost', publishedAt: null });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const scheduled = await env.adminClient.query(CREATE_BLOG_POST, {
      input: postInput('scheduled-for-tomorrow', tomorrow),
    });
    expect(scheduled.createBlogPost.__typename).toBe('BlogPost');

    const { blogPosts } = await env.shopClient.query<BlogPostsResult>(BLOG_POSTS, {
      options: { take: 50 },
    });
    expect(blogPosts.totalItems).toBe(SEED_POSTS.length);
    const slugs = blogPosts.items.map((post) => post.slug);
    expect(slugs).not.toContain('unpublished-draft');
    expect(slugs).not.toContain('scheduled-for-tomorrow');
    for (const slug of ['unpublished-draft', 'scheduled-for-tomorrow']) {
      expect((await env.shopClient.query(BLOG_POST, { slug })).blogPost).toBeNull();
    }

    // Publishing it now puts it first in the shop.
    const published = await env.adminClient.query(UPDATE_BLOG_POST, {
      input: { id: draft.createBlogPost.id, publishedAt: new Date().toISOString() },
    });
    expect(published.updateBlogPost.__typename).toBe('BlogPost');
    const after = await env.shopClient.query<BlogPostsResult>(
      BLOG_POSTS,
      {},
      { languageCode: 'en' },
    );
    expect(after.blogPosts.items[0]?.slug).toBe('unpublished-draft');
    expect(after.blogPosts.items[0]?.title).toBe('Draft unpublished-draft');

    // And unpublishing hides it again.
    await env.adminClient.query(UPDATE_BLOG_POST, {
      input: { id: draft.createBlogPost.id, publishedAt: null },
    });
    expect(
      (await env.shopClient.query(BLOG_POST, { slug: 'unpublished-draft' })).blogPost,
    ).toBeNull();
  });
});

describe('Admin API', () => {
  it('lists content for staff with every translation', async () => {
    const { contentPages } = await env.adminClient.query(gql`
      query {
        contentPages {
          totalItems
          items {
            slug
            translations {
              languageCode
              title
            }
          }
        }
      }
    `);
    expect(contentPages.totalItems).toBe(SEED_PAGES.length);
    const about = contentPages.items.find((page: { slug: string }) => page.slug === 'about');
    expect(about.translations.map((t: { languageCode: string }) => t.languageCode).sort()).toEqual([
      'ar',
      'en',
    ]);

    const { blogPosts } = await env.adminClient.query(gql`
      query {
        blogPosts(options: { filter: { publishedAt: { isNull: true } } }) {
          items {
            slug
          }
        }
      }
    `);
    expect(blogPosts.items.map((post: { slug: string }) => post.slug)).toContain(
      'unpublished-draft',
    );
  });

  it('creates, updates and deletes a page and a FAQ', async () => {
    const { createContentPage } = await env.adminClient.query(
      gql`
        mutation ($input: CreateContentPageInput!) {
          createContentPage(input: $input) {
            ... on ContentPage {
              id
              slug
              title
            }
          }
        }
      `,
      {
        input: {
          slug: 'shipping-information',
          translations: [
            { languageCode: 'ar', title: 'معلومات الشحن', body: '<p>نوصل لكل المحافظات.</p>' },
            { languageCode: 'en', title: 'Shipping information', body: '<p>All governorates.</p>' },
          ],
        },
      },
    );
    expect(createContentPage.title).toBe('معلومات الشحن');
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
      {
        input: {
          id: createContentPage.id,
          translations: [{ languageCode: 'en', title: 'Delivery information' }],
        },
      },
    );
    const english = await env.shopClient.query(
      PAGE,
      { slug: 'shipping-information' },
      { languageCode: 'en' },
    );
    expect(english.page.title).toBe('Delivery information');
    expect(english.page.body).toBe('<p>All governorates.</p>');

    const { deleteContentPage } = await env.adminClient.query(
      gql`
        mutation ($id: ID!) {
          deleteContentPage(id: $id) {
            result
          }
        }
      `,
      { id: createContentPage.id },
    );
    expect(deleteContentPage.result).toBe('DELETED');
    expect((await env.shopClient.query(PAGE, { slug: 'shipping-information' })).page).toBeNull();

    const { createFaq } = await env.adminClient.query(
      gql`
        mutation ($input: CreateFaqInput!) {
          createFaq(input: $input) {
            id
            position
            enabled
          }
        }
      `,
      {
        input: {
          translations: [
            { languageCode: 'ar', question: 'هل لديكم معرض؟', answer: '<p>نعم.</p>' },
            { languageCode: 'en', question: 'Do you have a showroom?', answer: '<p>Yes.</p>' },
          ],
        },
      },
    );
    expect(createFaq).toMatchObject({ position: SEED_FAQS.length, enabled: true });
    await env.adminClient.query(
      gql`
        mutation ($input: UpdateFaqInput!) {
          updateFaq(input: $input) {
            id
          }
        }
      `,
      { input: { id: createFaq.id, enabled: false } },
    );
    const { faqs } = await env.shopClient.query(FAQS, {}, { languageCode: 'en' });
    expect(faqs.map((faq: { question: string }) => faq.question)).not.toContain(
      'Do you have a showroom?',
    );
  });

  it('refuses a slug in use or malformed, in the staff member’s language', async () => {
    const taken = await env.adminClient.query(
      CREATE_BLOG_POST,
      { input: postInput(SEED_POSTS[1]?.slug ?? '', null) },
      { languageCode: 'en' },
    );
    expect(taken.createBlogPost).toMatchObject({
      __typename: 'SlugConflictError',
      errorCode: 'SLUG_CONFLICT_ERROR',
      message: `The slug "${SEED_POSTS[1]?.slug}" is already in use.`,
    });
    const malformed = await env.adminClient.query(
      CREATE_BLOG_POST,
      { input: postInput('Not A Slug!', null) },
      { languageCode: 'ar' },
    );
    expect(malformed.createBlogPost).toMatchObject({
      __typename: 'InvalidSlugError',
      errorCode: 'INVALID_SLUG_ERROR',
    });
    expect(malformed.createBlogPost.message).toMatch(ARABIC_LETTER);
  });
});

describe('permissions', () => {
  const LIST_PAGES = gql`
    query {
      contentPages {
        totalItems
      }
    }
  `;
  const CREATE_FAQ = gql`
    mutation ($input: CreateFaqInput!) {
      createFaq(input: $input) {
        id
      }
    }
  `;
  const faqInput = {
    input: { translations: [{ languageCode: 'en', question: 'Q?', answer: 'A.' }] },
  };

  it('refuses the Admin API to anonymous callers and customers', async () => {
    await env.adminClient.asAnonymousUser();
    await expect(env.adminClient.query(LIST_PAGES)).rejects.toThrow(/not currently authorized/);
    await expect(env.adminClient.query(CREATE_FAQ, faqInput)).rejects.toThrow(
      /not currently authorized/,
    );

    await env.adminClient.asSuperAdmin();
    await env.adminClient.query(gql`
      mutation {
        createCustomer(
          input: { emailAddress: "reader@example.com", firstName: "Salma", lastName: "Adel" }
          password: "a-long-test-password-1"
        ) {
          ... on Customer {
            id
          }
        }
      }
    `);
    await env.adminClient.asUserWithCredentials('reader@example.com', 'a-long-test-password-1');
    await expect(env.adminClient.query(LIST_PAGES)).rejects.toThrow(/not currently authorized/);
    await env.adminClient.asSuperAdmin();
  });

  it('lets staff with ReadContent read but not create, and CreateContent create', async () => {
    const role = async (code: string, permissions: string[]) => {
      const { createRole } = await env.adminClient.query(
        gql`
          mutation ($input: CreateRoleInput!) {
            createRole(input: $input) {
              id
            }
          }
        `,
        { input: { code, description: code, permissions } },
      );
      return createRole.id as string;
    };
    const administrator = async (emailAddress: string, roleId: string) => {
      await env.adminClient.query(
        gql`
          mutation ($input: CreateAdministratorInput!) {
            createAdministrator(input: $input) {
              id
            }
          }
        `,
        {
          input: {
            emailAddress,
            firstName: 'Staff',
            lastName: 'Member',
            password: 'a-long-staff-password-1',
            roleIds: [roleId],
          },
        },
      );
    };
    await administrator('reader@dar.example', await role('content-reader', ['ReadContent']));
    await administrator(
      'editor@dar.example',
      await role('content-editor', ['ReadContent', 'CreateContent']),
    );

    await env.adminClient.asUserWithCredentials('reader@dar.example', 'a-long-staff-password-1');
    expect((await env.adminClient.query(LIST_PAGES)).contentPages.totalItems).toBe(
      SEED_PAGES.length,
    );
    await expect(env.adminClient.query(CREATE_FAQ, faqInput)).rejects.toThrow(
      /not currently authorized/,
    );

    await env.adminClient.asUserWithCredentials('editor@dar.example', 'a-long-staff-password-1');
    expect((await env.adminClient.query(CREATE_FAQ, faqInput)).createFaq.id).toBeTruthy();
    await env.adminClient.asSuperAdmin();
  });
});
