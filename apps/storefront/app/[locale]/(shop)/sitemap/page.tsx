import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import { Box, Columns, Container, Heading, Link, SitemapLists, Stack } from '@dar/ui';
import type { Metadata } from 'next';
import { blogPostPath } from '../../../../lib/content/blog';
import { loadSitemapPage } from '../../../../lib/data/content';
import { CURATED_PARENT_SLUG } from '../../../../lib/data/listing';
import { localeParam } from '../../../../lib/locale';
import { pageMetadata } from '../../../../lib/seo/metadata';
import { sitemapPageLinks } from '../../../../lib/shell/links';

// Cached for five minutes and cleared by the `sitemap`, `collections` and `blog` tags.
export const revalidate = 300;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  return pageMetadata({
    locale,
    path: '/sitemap',
    title: intl.formatMessage({ id: 'catalogue.sitemap.title' }),
    description: intl.formatMessage({ id: 'seo.sitemap.description' }),
  });
}

/** One group of links under its heading (pages, collections, blog posts). */
function LinkGroup({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <Box as="section" aria-labelledby={id} display="flex" flexDirection="column" gap="sm">
      <Heading level={2} id={id}>
        {title}
      </Heading>
      <Box as="ul" aria-labelledby={id} display="flex" flexDirection="column" gap="xs">
        {links.map((link) => (
          <li key={link.href}>
            <Link variant="standalone" href={link.href}>
              {link.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * `/sitemap` (docs/product-spec.md §2): the shop's pages, curated collections and blog posts, then every category
 * with its sub-categories and every product, in the page's language.
 */
export default async function SitemapPage({ params }: Props) {
  const locale = await localeParam(params);
  const intl = getIntl(locale);
  const t = (id: string) => intl.formatMessage({ id });
  const { products, categories, posts } = await loadSitemapPage(locale);
  const at = (path: string) => localizedPath(path, locale);
  const collections =
    categories.find((category) => category.slug === CURATED_PARENT_SLUG)?.children ?? [];
  return (
    <Container paddingBlock="lg">
      <Stack gap="xl">
        <Heading level={1}>{t('catalogue.sitemap.title')}</Heading>
        <Columns gap="lg" collapseBelow="tablet">
          <LinkGroup
            id="sitemap-pages"
            title={t('sitemap.pages')}
            links={sitemapPageLinks().map(({ path, labelId }) => ({
              href: at(path),
              label: t(labelId),
            }))}
          />
          <LinkGroup
            id="sitemap-collections"
            title={t('sitemap.collections')}
            links={collections.map((collection) => ({
              href: at(`/collection/${encodeURIComponent(collection.slug)}`),
              label: collection.name,
            }))}
          />
          <LinkGroup
            id="sitemap-blog"
            title={t('sitemap.blogPosts')}
            links={posts.map((post) => ({ href: at(blogPostPath(post.slug)), label: post.title }))}
          />
        </Columns>
        <SitemapLists
          intl={getIntl(locale)}
          categories={categories
            .filter((category) => category.slug !== CURATED_PARENT_SLUG)
            .map(({ id, slug, name, children }) => ({
              id,
              slug,
              name,
              children: children.map((child) => ({
                id: child.id,
                slug: child.slug,
                name: child.name,
              })),
            }))}
          products={products.map(({ slug, name }) => ({ slug, name }))}
        />
      </Stack>
    </Container>
  );
}
