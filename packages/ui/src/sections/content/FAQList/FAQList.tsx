import type { ShopIntl } from '@dar/i18n';

import { Accordion, Disclosure } from '../../../Disclosure';
import { EmptyState } from '../../../EmptyState';
import { Heading } from '../../../Heading';
import { Skeleton } from '../../../Skeleton';
import { textToBlocks } from '../shared/blocks';
import * as content from '../shared/content.css';
import { RichText } from '../shared/RichText';
import * as styles from './FAQList.css';
import { usePartId } from '../../../partId';

/** One question, as the server's `faqs` query gives it (already in the page's language). */
export interface FaqView {
  id: string;
  question: string;
  /** Plain text; blank lines separate paragraphs (see `textToBlocks`). */
  answer: string;
}

export interface FAQListProps {
  /** The page's messages: `getIntl(locale)` in a Server Component, `useIntl()` in a client one. */
  intl: ShopIntl;
  questions: readonly FaqView[];
  /** A heading over the list; defaults to "Frequently asked questions". */
  title?: string;
  titleLevel?: 1 | 2;
  isLoading?: boolean;
  /** Questions opened at first, by id (e.g. one linked to with #id). */
  defaultExpandedIds?: string[];
}

const LOADING_ROWS = 5;

/** The FAQs: each question a heading that opens its answer. */
export function FAQList({
  intl,
  questions,
  title,
  titleLevel = 1,
  isLoading = false,
  defaultExpandedIds,
}: FAQListProps) {
  const headingId = usePartId('faq');
  const questionLevel = (titleLevel + 1) as 2 | 3;
  const heading = title ?? intl.formatMessage({ id: 'content.faq.title' });

  return (
    <section
      className={content.page}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
    >
      <Heading level={titleLevel} size="lg" id={headingId}>
        {heading}
      </Heading>
      {isLoading ? (
        <div className={styles.loading}>
          {Array.from({ length: LOADING_ROWS }, (_, index) => (
            <div key={index} className={styles.loadingRow}>
              <Skeleton />
            </div>
          ))}
        </div>
      ) : questions.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'content.faq.empty' })}
          titleLevel={questionLevel}
        />
      ) : (
        <Accordion allowsMultipleExpanded defaultExpandedKeys={defaultExpandedIds}>
          {questions.map((faq) => (
            <Disclosure key={faq.id} id={faq.id} title={faq.question} headingLevel={questionLevel}>
              <RichText
                blocks={textToBlocks(faq.answer)}
                headingLevel={(questionLevel + 1) as 3 | 4}
              />
            </Disclosure>
          ))}
        </Accordion>
      )}
    </section>
  );
}
