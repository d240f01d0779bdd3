import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';

import { Heading } from '../../../Heading';
import { LazyImage } from '../../../LazyImage';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { Text } from '../../../Text';
import * as styles from './BlogCard.css';

/** A post in the blog list, mirroring the `blogPosts` query's items. */
export interface BlogPostSummaryView {
  id: string;
  /** The post's page, `/blog/{slug}` (with the locale prefix). */
  href: string;
  title: string;
  excerpt: string;
  /** ISO date; null for a post without a date. */
  publishedAt: string | null;
  /** The featured asset's preview; null shows the neutral frame. */
  imageUrl: string | null;
  /** The same picture at several widths (`srcset`), so the browser fetches the one it needs. */
  imageSrcSet?: string;
  author?: string;
}

export interface BlogCardProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  post: BlogPostSummaryView;
  headingLevel?: 2 | 3;
  /** The first cards of the list load their picture at once. */
  priority?: boolean;
}

/**
 * One post in the list: picture, title (the link to the post), date, author and excerpt. The whole
 * card is clickable through the title's link, so there is one link per card for screen readers.
 */
export function BlogCard({ intl, post, headingLevel = 2, priority = false }: BlogCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.imageUrl ? (
          // The title says what the post is about; the picture adds nothing to read out.
          <LazyImage
            src={post.imageUrl}
            {...(post.imageSrcSet
              ? { srcSet: post.imageSrcSet, sizes: pictureSizes.blogCard }
              : {})}
            alt=""
            aspectRatio="4 / 3"
            priority={priority}
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading level={headingLevel} size="sm">
          <Link href={post.href} variant="standalone">
            <span className={styles.stretched}>{post.title}</span>
          </Link>
        </Heading>
        <PostMeta intl={intl} publishedAt={post.publishedAt} author={post.author} />
        <Text tone="secondary">{post.excerpt}</Text>
      </div>
    </article>
  );
}

/** Date and author, shared by the card and the post. */
export function PostMeta({
  intl,
  publishedAt,
  author,
}: {
  intl: ShopIntl;
  publishedAt: string | null;
  author?: string | undefined;
}) {
  if (publishedAt === null && author === undefined) return null;
  return (
    <Text size="sm" tone="muted">
      {publishedAt !== null && (
        <time dateTime={publishedAt}>{intl.formatDate(publishedAt, { dateStyle: 'long' })}</time>
      )}
      {publishedAt !== null && author !== undefined && ' · '}
      {author !== undefined && intl.formatMessage({ id: 'content.blog.by' }, { author })}
    </Text>
  );
}

/** A card-shaped placeholder while the list loads. */
export function BlogCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="photo" />
      <div className={styles.body}>
        <Skeleton />
        <div className={styles.metaSkeleton}>
          <Skeleton />
        </div>
        <Skeleton lines={2} />
      </div>
    </div>
  );
}
