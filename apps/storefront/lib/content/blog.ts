import { htmlToBlocks, type BlogPostDetail } from '@dar/commerce-hooks/server';
import { localizedPath, type Locale } from '@dar/i18n';
import type { BlogPostSummaryView, BlogPostView } from '@dar/ui';
import { assetUrl } from '../images';
import { responsiveSrcSet } from '../responsive-images';

interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  publishedAt?: string | null;
  featuredAsset?: { preview: string } | null;
}

/** A post's path without locale prefix. */
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** The blog's page `page` (1-based): `/blog`, then `/blog?page=2`. */
export const blogPagePath = (page: number) => (page > 1 ? `/blog?page=${page}` : '/blog');

/** The blog list's cards, linking to the posts in the page's language. */
export function toBlogCards(
  posts: readonly BlogPostSummary[],
  locale: Locale,
): BlogPostSummaryView[] {
  return posts.map((post) => ({
    id: post.id,
    href: localizedPath(blogPostPath(post.slug), locale),
    title: post.title,
    excerpt: post.excerpt,
    publishedAt: post.publishedAt ?? null,
    imageUrl: post.featuredAsset ? assetUrl(post.featuredAsset.preview, 'card') : null,
    ...(post.featuredAsset
      ? { imageSrcSet: responsiveSrcSet(post.featuredAsset.preview, 'blogCard') }
      : {}),
  }));
}

/** A whole post: the body's HTML as blocks, the picture at the detail preset. */
export function toBlogPostView(post: BlogPostDetail): BlogPostView {
  return {
    title: post.title,
    publishedAt: post.publishedAt ?? null,
    imageUrl: post.featuredAsset ? assetUrl(post.featuredAsset.preview, 'detail') : null,
    ...(post.featuredAsset
      ? { imageSrcSet: responsiveSrcSet(post.featuredAsset.preview, 'blogPost') }
      : {}),
    body: htmlToBlocks(post.body),
  };
}
