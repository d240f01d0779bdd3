import type { ShopIntl } from '@dar/i18n';

import { Heading } from '../../../Heading';
import { Link } from '../../../Link';
import { Skeleton } from '../../../Skeleton';
import { Text } from '../../../Text';
import type { ContentBlock } from '../shared/blocks';
import * as content from '../shared/content.css';
import { RichText } from '../shared/RichText';
import * as styles from './StaticPage.css';
import { usePartId } from '../../../partId';

export interface StaticPageSection {
  /** The anchor (`/pages/returns-policy#refunds`), unique in the page. */
  id: string;
  heading: string;
  blocks: readonly ContentBlock[];
}

export interface StaticPageView {
  title: string;
  /** ISO date of the last change. */
  updatedAt: string;
  /** A sentence or two under the title. */
  summary?: string;
  sections: readonly StaticPageSection[];
}

export interface StaticPageProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  page?: StaticPageView;
  isLoading?: boolean;
}

/**
 * A policy page (privacy, returns, terms, about): title, date of the last change, a list of its
 * sections to jump to, and the sections with their headings.
 */
export function StaticPage({ intl, page, isLoading = false }: StaticPageProps) {
  const contentsId = usePartId('page');
  if (isLoading || !page) {
    return (
      <article className={content.page} aria-busy="true">
        <div className={content.header}>
          <div className={styles.titleSkeleton}>
            <Skeleton />
          </div>
          <div className={styles.dateSkeleton}>
            <Skeleton />
          </div>
        </div>
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className={content.section}>
            <div className={styles.headingSkeleton}>
              <Skeleton />
            </div>
            <Skeleton lines={4} />
          </div>
        ))}
      </article>
    );
  }
  const updated = intl.formatDate(page.updatedAt, { dateStyle: 'long' });
  return (
    <article className={content.page}>
      <header className={content.header}>
        <Heading level={1} size="xl">
          {page.title}
        </Heading>
        <Text size="sm" tone="secondary">
          <time dateTime={page.updatedAt}>
            {intl.formatMessage({ id: 'content.page.updated' }, { date: updated })}
          </time>
        </Text>
        {page.summary !== undefined && <Text size="lg">{page.summary}</Text>}
      </header>
      {page.sections.length > 1 && (
        <nav aria-labelledby={contentsId} className={styles.contents}>
          <Heading level={2} size="sm" id={contentsId}>
            {intl.formatMessage({ id: 'content.page.contents' })}
          </Heading>
          <ol className={styles.contentsList}>
            {page.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={content.section}
        >
          <Heading level={2} size="md" id={`${section.id}-heading`}>
            {section.heading}
          </Heading>
          <RichText blocks={section.blocks} headingLevel={3} />
        </section>
      ))}
    </article>
  );
}
