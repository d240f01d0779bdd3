import gql from 'graphql-tag';

/** Types both APIs share; texts follow the request's `languageCode`. */
const contentTypes = `
  "A static page: about, terms-conditions, privacy-policy, returns-policy."
  type ContentPage implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Latin, the same in both languages."
    slug: String!
    languageCode: LanguageCode!
    title: String!
    "HTML: h2, h3, p, ul, ol, li, strong, em, a."
    body: String!
  }

  type Faq implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Ascending order of display."
    position: Int!
    languageCode: LanguageCode!
    question: String!
    "HTML, like page bodies."
    answer: String!
  }

  type BlogPost implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    "Latin, the same in both languages."
    slug: String!
    "Shown in the shop from this moment; null for a draft."
    publishedAt: DateTime
    featuredAsset: Asset
    languageCode: LanguageCode!
    title: String!
    "Plain text teaser."
    excerpt: String!
    "HTML, like page bodies."
    body: String!
  }
`;

export const shopApiExtensions = gql`
  ${contentTypes}

  type BlogPostList {
    items: [BlogPost!]!
    totalItems: Int!
  }

  input BlogPostListOptions {
    "At most 50; 10 when absent."
    take: Int
    skip: Int
  }

  extend type Query {
    "A static page by slug, in the request's language; null when there is none."
    page(slug: String!): ContentPage
    "Enabled questions in position order."
    faqs: [Faq!]!
    "Published posts, newest first."
    blogPosts(options: BlogPostListOptions): BlogPostList!
    "A published post by slug; null when there is none or it is not published yet."
    blogPost(slug: String!): BlogPost
  }
`;

export const adminApiExtensions = gql`
  ${contentTypes}

  type ContentPageTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    body: String!
  }

  type FaqTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    question: String!
    answer: String!
  }

  type BlogPostTranslation {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    languageCode: LanguageCode!
    title: String!
    excerpt: String!
    body: String!
  }

  extend type ContentPage {
    translations: [ContentPageTranslation!]!
  }

  extend type Faq {
    enabled: Boolean!
    translations: [FaqTranslation!]!
  }

  extend type BlogPost {
    translations: [BlogPostTranslation!]!
  }

  type ContentPageList implements PaginatedList {
    items: [ContentPage!]!
    totalItems: Int!
  }

  type FaqList implements PaginatedList {
    items: [Faq!]!
    totalItems: Int!
  }

  type BlogPostList implements PaginatedList {
    items: [BlogPost!]!
    totalItems: Int!
  }

  # Filled in by Vendure (skip, take, sort, filter) from the list types above.
  input ContentPageListOptions
  input FaqListOptions
  input BlogPostListOptions

  input ContentPageTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    body: String
  }

  input CreateContentPageInput {
    slug: String!
    translations: [ContentPageTranslationInput!]!
  }

  input UpdateContentPageInput {
    id: ID!
    slug: String
    translations: [ContentPageTranslationInput!]
  }

  input FaqTranslationInput {
    id: ID
    languageCode: LanguageCode!
    question: String
    answer: String
  }

  input CreateFaqInput {
    position: Int
    enabled: Boolean
    translations: [FaqTranslationInput!]!
  }

  input UpdateFaqInput {
    id: ID!
    position: Int
    enabled: Boolean
    translations: [FaqTranslationInput!]
  }

  input BlogPostTranslationInput {
    id: ID
    languageCode: LanguageCode!
    title: String
    excerpt: String
    body: String
  }

  input CreateBlogPostInput {
    slug: String!
    "Null or absent: a draft."
    publishedAt: DateTime
    featuredAssetId: ID
    translations: [BlogPostTranslationInput!]!
  }

  input UpdateBlogPostInput {
    id: ID!
    slug: String
    "Null unpublishes the post; absent leaves it as it is."
    publishedAt: DateTime
    featuredAssetId: ID
    translations: [BlogPostTranslationInput!]
  }

  # Vendure adds SLUG_CONFLICT_ERROR and INVALID_SLUG_ERROR to ErrorCode from these type names.
  "The slug is used by another page, or post."
  type SlugConflictError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    slug: String!
  }

  "A slug must be lower-case Latin letters and digits separated by single hyphens."
  type InvalidSlugError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    slug: String!
  }

  union SaveContentPageResult = ContentPage | SlugConflictError | InvalidSlugError
  union SaveBlogPostResult = BlogPost | SlugConflictError | InvalidSlugError

  extend type Query {
    contentPages(options: ContentPageListOptions): ContentPageList!
    contentPage(id: ID!): ContentPage
    faqs(options: FaqListOptions): FaqList!
    faq(id: ID!): Faq
    blogPosts(options: BlogPostListOptions): BlogPostList!
    blogPost(id: ID!): BlogPost
  }

  extend type Mutation {
    createContentPage(input: CreateContentPageInput!): SaveContentPageResult!
    updateContentPage(input: UpdateContentPageInput!): SaveContentPageResult!
    deleteContentPage(id: ID!): DeletionResponse!
    createFaq(input: CreateFaqInput!): Faq!
    updateFaq(input: UpdateFaqInput!): Faq!
    deleteFaq(id: ID!): DeletionResponse!
    createBlogPost(input: CreateBlogPostInput!): SaveBlogPostResult!
    updateBlogPost(input: UpdateBlogPostInput!): SaveBlogPostResult!
    deleteBlogPost(id: ID!): DeletionResponse!
  }
`;
