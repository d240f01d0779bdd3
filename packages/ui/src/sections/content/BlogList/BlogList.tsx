import type { ShopIntl } from '@dar/i18n';
import { type ReactNode } from 'react';

import { EmptyState } from '../../../EmptyState';
import { Heading } from '../../../Heading';
import { BlogCard, BlogCardSkeleton, type BlogPostSummaryView } from '../BlogCard';
import * as content from '../shared/content.css';
import * as styles from './BlogList.css';
import { usePartId } from '../../../partId';

export interface BlogListProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  posts: readonly BlogPostSummaryView[];
  isLoading?: boolean;
  /** A heading over the list; defaults to "Blog". */
  title?: string;
  /** Pagination or a "more" button under the list. */
  footer?: ReactNode;
}

const LOADING_CARDS = 3;
// The first row is in view when the page opens: its pictures load at once.
const PRIORITY_CARDS = 3;

/** The blog (/blog): the posts as cards, newest first as the server orders them. */
export function BlogList({ intl, posts, isLoading = false, title, footer }: BlogListProps) {
  const headingId = usePartId('blog');
  return (
    <section
      className={content.page}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
    >
      <Heading level={1} size="xl" id={headingId}>
        {title ?? intl.formatMessage({ id: 'content.blog.title' })}
      </Heading>
      {isLoading ? (
        <div className={styles.grid}>
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      ) : posts.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'content.blog.empty' })}
          description={intl.formatMessage({ id: 'content.blog.emptyBody' })}
        />
      ) : (
        <ul className={styles.grid}>
          {posts.map((post, index) => (
            <li key={post.id} className={styles.item}>
              <BlogCard intl={intl} post={post} priority={index < PRIORITY_CARDS} />
            </li>
          ))}
        </ul>
      )}
      {footer}
    </section>
  );
}
