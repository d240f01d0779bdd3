import type { ShopIntl } from '@dar/i18n';
import { pictureSizes } from '@dar/tokens';

import { Heading } from '../../../Heading';
import { IconArrowStart } from '../../../Icon';
import { LazyImage } from '../../../LazyImage';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { PostMeta } from '../BlogCard';
import type { ContentBlock } from '../shared/blocks';
import * as content from '../shared/content.css';
import { RichText } from '../shared/RichText';
import * as styles from './BlogPost.css';

/** A whole post, mirroring the `blogPost` query; `body` through `textToBlocks`. */
export interface BlogPostView {
  title: string;
  publishedAt: string | null;
  imageUrl: string | null;
  /** The same picture at several widths (`srcset`), so the browser fetches the one it needs. */
  imageSrcSet?: string;
  /** What the picture shows. */
  imageAlt?: string;
  author?: string;
  body: readonly ContentBlock[];
}

export interface BlogPostProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  post?: BlogPostView;
  isLoading?: boolean;
  /** The blog list, for the way back. */
  blogHref: string;
}

/** One post (/blog/{slug}): title, date and author, picture, then the text. */
export function BlogPost({ intl, post, isLoading = false, blogHref }: BlogPostProps) {
  const back = (
    <Link href={blogHref} variant="standalone">
      <span className={styles.back}>
        <IconArrowStart />
        {intl.formatMessage({ id: 'content.blog.back' })}
      </span>
    </Link>
  );
  if (isLoading || !post) {
    return (
      <article className={`${content.page} ${styles.article}`} aria-busy="true">
        {back}
        <div className={content.header}>
          <div className={styles.titleSkeleton}>
            <Skeleton />
          </div>
          <div className={styles.metaSkeleton}>
            <Skeleton />
          </div>
        </div>
        <Skeleton shape="photo" />
        <Skeleton lines={6} />
      </article>
    );
  }
  return (
    <article className={`${content.page} ${styles.article}`}>
      {back}
      <header className={content.header}>
        <Heading level={1} size="xl">
          {post.title}
        </Heading>
        <PostMeta intl={intl} publishedAt={post.publishedAt} author={post.author} />
      </header>
      {post.imageUrl && (
        <div className={styles.media}>
          <LazyImage
            src={post.imageUrl}
            {...(post.imageSrcSet
              ? { srcSet: post.imageSrcSet, sizes: pictureSizes.blogPost }
              : {})}
            alt={post.imageAlt ?? ''}
            aspectRatio="16 / 9"
            priority
          />
        </div>
      )}
      <RichText blocks={post.body} headingLevel={2} />
    </article>
  );
}
