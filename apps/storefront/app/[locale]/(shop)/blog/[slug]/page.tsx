import { toBlogPostView } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { BlogPost, BreadcrumbTrail, Container, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPostPath } from '../../../../../lib/content/blog';
import { loadBlogPost } from '../../../../../lib/data/content';
import { localeParam } from '../../../../../lib/locale';
import { pictures } from '../../../../../lib/responsive-images';
import { JsonLd } from '../../../../../lib/seo/JsonLd';
import { articleJsonLd, breadcrumbJsonLd } from '../../../../../lib/seo/json-ld';
import { contentMetadata } from '../../../../../lib/seo/metadata';
import { breadcrumbTrail } from '../../../../../lib/shell/links';
import { ScopeMessages } from '../../../../../lib/client-messages';

// Cached for five minutes and cleared by the `blog:<slug>` and `blog` tags.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string; slug: string }> };

const slugOf = async (params: Props['params']) => decodeURIComponent((await params).slug);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const post = await loadBlogPost(locale, await slugOf(params));
  if (!post) return {};
  const intl = getIntl(locale);
  return contentMetadata(
    locale,
    { path: blogPostPath(post.slug), title: post.title, body: post.excerpt, type: 'article' },
    (descriptor, values) => intl.formatMessage(descriptor, values),
  );
}

/**
 * `/blog/{slug}` (docs/product-spec.md §2): the post, the way back to the blog, and BlogPosting and BreadcrumbList
 * structured data. An unknown or unpublished slug is a 404. The slug is the same in both
 * languages, so the language switch lands on the same post.
 */
export default async function BlogPostPage({ params }: Props) {
  const locale = await localeParam(params);
  const post = await loadBlogPost(locale, await slugOf(params));
  if (!post) notFound();
  const intl = getIntl(locale);
  const crumbs = [
    { name: intl.formatMessage({ id: 'nav.home' }), path: '/' },
    { name: intl.formatMessage({ id: 'content.blog.title' }), path: '/blog' },
    { name: post.title, path: blogPostPath(post.slug) },
  ];
  const view = toBlogPostView(post, pictures);
  return (
    <ScopeMessages locale={locale} scope="page:(shop)/blog/[slug]">
      <Container paddingBlock="lg">
        <Stack gap="lg">
          <BreadcrumbTrail
            intl={intl}
            items={breadcrumbTrail(crumbs[0]!.name, crumbs.slice(1), locale)}
          />
          <BlogPost intl={intl} post={view} blogHref={localizedPath('/blog', locale)} />
        </Stack>
        <JsonLd
          data={[
            articleJsonLd({ ...post, imageUrl: view.imageUrl }, locale, {
              publisher: intl.formatMessage({ id: 'app.title' }),
            }),
            breadcrumbJsonLd(crumbs, locale),
          ]}
        />
      </Container>
    </ScopeMessages>
  );
}
