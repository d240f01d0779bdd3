import {
  type Control,
  defineDashboardExtension,
  FormFieldWrapper,
  graphql,
  Input,
} from '@vendure/dashboard';
import { NumberField } from '../../dashboard/screens/fields';
import {
  deleteDocument,
  type ItemKind,
  itemRoutes,
  PICTURE_FIELDS,
  saveDocument,
} from '../../dashboard/screens/item-pages';

// The dashboard's `graphql` knows Vendure's own schema only; these documents are checked against
// ours when the dashboard runs them (the plugin's commerce e2e tests cover the same operations).

/** The page's or post's address in the shop: Latin, the same in both languages. */
function slugField(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  control: Control<any>,
  t: (message: string) => string,
  example: string,
) {
  return (
    <FormFieldWrapper
      control={control}
      name="slug"
      label={t('Slug')}
      description={t(
        'Lower-case Latin letters and digits joined by hyphens, the same in both languages',
      )}
      render={({ field }) => (
        <Input {...field} value={field.value ?? ''} placeholder={example} dir="ltr" lang="en" />
      )}
    />
  );
}

const contentPage: ItemKind = {
  id: 'content-page',
  path: '/content-pages',
  section: 'content',
  permission: 'Content',
  schedule: 'none',
  listTitle: 'Pages',
  newTitle: 'New page',
  typeName: 'ContentPage',
  listDocument: graphql(`
    query DarContentPageList($options: ContentPageListOptions) {
      contentPages(options: $options) {
        items {
          id
          createdAt
          updatedAt
          slug
          title
        }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarContentPage($id: ID!) {
      contentPage(id: $id) {
        id
        createdAt
        updatedAt
        slug
        title
        translations {
          id
          languageCode
          title
          body
        }
      }
    }
  `),
  createDocument: saveDocument('Create', 'ContentPage'),
  updateDocument: saveDocument('Update', 'ContentPage'),
  deleteDocument: deleteDocument('ContentPage'),
  textFields: [
    { name: 'title', label: 'Title' },
    { name: 'body', label: 'Text', rich: true },
  ],
  listColumns: ['slug'],
  customizeColumns: (t) => ({ slug: { header: t('Slug') } }),
  extraValues: (item) => ({ slug: item.slug }),
  extraFields: (control, t) => slugField(control, t, 'delivery-days'),
};

const faq: ItemKind = {
  id: 'faq',
  path: '/faqs',
  section: 'content',
  permission: 'Content',
  schedule: 'switch',
  listTitle: 'FAQs',
  newTitle: 'New question',
  typeName: 'Faq',
  listDocument: graphql(`
    query DarFaqList($options: FaqListOptions) {
      faqs(options: $options) {
        items {
          id
          createdAt
          updatedAt
          question
          position
          enabled
        }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarFaq($id: ID!) {
      faq(id: $id) {
        id
        createdAt
        updatedAt
        question
        position
        enabled
        translations {
          id
          languageCode
          question
          answer
        }
      }
    }
  `),
  // A question has nothing staff can get wrong: its mutations return it, not a union.
  createDocument: graphql(`
    mutation DarCreateFaq($input: CreateFaqInput!) {
      createFaq(input: $input) {
        __typename
        id
      }
    }
  `),
  updateDocument: graphql(`
    mutation DarUpdateFaq($input: UpdateFaqInput!) {
      updateFaq(input: $input) {
        __typename
        id
      }
    }
  `),
  deleteDocument: deleteDocument('Faq'),
  textFields: [
    { name: 'question', label: 'Question' },
    { name: 'answer', label: 'Answer', rich: true },
  ],
  listColumns: ['position'],
  customizeColumns: (t) => ({ position: { header: t('Position') } }),
  extraValues: (item) => ({ position: item.position }),
  newItemValues: { position: 0 },
  extraFields: (control, t) => (
    <NumberField
      control={control}
      name="position"
      label={t('Position')}
      description={t('Lower numbers come first')}
    />
  ),
};

const blogPost: ItemKind = {
  id: 'blog-post',
  path: '/blog-posts',
  section: 'content',
  permission: 'Content',
  schedule: 'publish',
  listTitle: 'Blog posts',
  newTitle: 'New blog post',
  typeName: 'BlogPost',
  listDocument: graphql(`
    query DarBlogPostList($options: BlogPostListOptions) {
      blogPosts(options: $options) {
        items {
          id
          createdAt
          updatedAt
          slug
          title
          publishedAt
        }
        totalItems
      }
    }
  `),
  detailDocument: graphql(`
    query DarBlogPost($id: ID!) {
      blogPost(id: $id) {
        id
        createdAt
        updatedAt
        slug
        title
        publishedAt
        featuredAsset { ${PICTURE_FIELDS} }
        translations {
          id
          languageCode
          title
          excerpt
          body
        }
      }
    }
  `),
  createDocument: saveDocument('Create', 'BlogPost'),
  updateDocument: saveDocument('Update', 'BlogPost'),
  deleteDocument: deleteDocument('BlogPost'),
  textFields: [
    { name: 'title', label: 'Title' },
    { name: 'excerpt', label: 'Teaser', multiline: true },
    { name: 'body', label: 'Text', rich: true },
  ],
  listColumns: ['slug'],
  customizeColumns: (t) => ({ slug: { header: t('Slug') } }),
  picture: { input: 'featuredAssetId', entity: 'featuredAsset', title: 'Cover' },
  extraValues: (item) => ({ slug: item.slug }),
  extraFields: (control, t) => slugField(control, t, 'winter-living-room'),
};

/**
 * The shop's editorial content (static pages, FAQs, the blog) for staff with the Content
 * permissions (the Merchandiser has them); the menu section hides for staff without ReadContent.
 */
defineDashboardExtension({
  navSections: [{ id: 'content', title: 'Content', order: 160, placement: 'top' }],
  routes: [contentPage, faq, blogPost].flatMap(itemRoutes),
});
