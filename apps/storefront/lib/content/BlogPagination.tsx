'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Inline, Pagination } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { blogPagePath } from './blog';

/** The blog's pages; each is its own URL (`/blog?page=2`), rendered and cached on the server. */
export function BlogPagination({
  locale,
  page,
  totalItems,
  perPage,
}: {
  locale: Locale;
  page: number;
  totalItems: number;
  perPage: number;
}) {
  const router = useRouter();
  const intl = useIntl();
  return (
    <Inline align="center">
      <Pagination
        totalItems={totalItems}
        itemsPerPage={perPage}
        page={page}
        aria-label={intl.formatMessage({ id: 'blog.pagination' })}
        onPageChange={(next) => router.push(localizedPath(blogPagePath(next), locale))}
      />
    </Inline>
  );
}
