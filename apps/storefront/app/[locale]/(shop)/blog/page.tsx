import { toBlogCards } from '@dar/commerce-hooks/server';
import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { BlogList, Container, Inline, PageLinks } from '@dar/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPagePath, blogPostPath } from '../../../../lib/content/blog';
import { BLOG_PAGE_SIZE, loadBlogPage } from '../../../../lib/data/content';
import { parseListingParams, type SearchParamsInput } from '../../../../lib/data/listing-params';
import { localeParam } from '../../../../lib/locale';
import { pictures } from '../../../../lib/responsive-images';
import { pageMetadata } from '../../../../lib/seo/metadata';
import { ScopeMessages } from '../../../../lib/client-messages';

// The page number is in the query: rendered per request, from the fetch cache (tag `blog`), like
// `/products`.
export const dynamic = 'force-dynamic';
export const fetchCache = 'default-cache';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParamsInput>;
};

const pageOf = async (searchParams: Props['searchParams']) =>
  parseListingParams(await searchParams).page;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const page = await pageOf(searchParams);
  const intl = getIntl(locale);
  const name = intl.formatMessage({ id: 'content.blog.title' });
  return pageMetadata({
    locale,
    path: blogPagePath(page),
    title: page > 1 ? intl.formatMessage({ id: 'seo.listing.pageTitle' }, { name, page }) : name,
    description: intl.formatMessage({ id: 'seo.blog.description' }),
  });
}

/** `/blog` (docs/product-spec.md §2): the posts, newest first, a page at a time; an empty blog says so. */
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const page = await pageOf(searchParams);
  const { items, totalItems } = await loadBlogPage(locale, page);
  // A page past the last one is not a page of the blog.
  if (page > 1 && items.length === 0) notFound();
  const intl = getIntl(locale);
  return (
    <ScopeMessages locale={locale} scope="page:(shop)/blog">
      <Container paddingBlock="lg">
        <BlogList
          intl={intl}
          posts={toBlogCards(items, (slug) => localizedPath(blogPostPath(slug), locale), pictures)}
          footer={
            totalItems > BLOG_PAGE_SIZE ? (
              // Each page is its own URL (`/blog?page=2`), a link that works before the scripts.
              <Inline align="center">
                <PageLinks
                  intl={intl}
                  totalItems={totalItems}
                  itemsPerPage={BLOG_PAGE_SIZE}
                  page={page}
                  hrefFor={(next) => localizedPath(blogPagePath(next), locale)}
                  aria-label={intl.formatMessage({ id: 'blog.pagination' })}
                />
              </Inline>
            ) : undefined
          }
        />
      </Container>
    </ScopeMessages>
  );
}
