'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { SearchOverlay, SearchResults } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import type { SearchPreview } from './preview';
import { readRecentSearches, withRecentSearch, writeRecentSearches } from './recent';

/** Typing pauses this long before the overlay asks for results. */
export const SEARCH_DEBOUNCE_MS = 250;

type PreviewState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; preview: SearchPreview }
  | { status: 'error' };

/** The first results for what is typed, from `/api/search`; the last answer wins. */
function useSearchPreview(locale: Locale, query: string) {
  const [state, setState] = useState<PreviewState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const term = query.trim();
  useEffect(() => {
    if (!term) {
      setState({ status: 'idle' });
      return;
    }
    setState({ status: 'loading' });
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const params = new URLSearchParams({ q: term, locale });
      fetch(`/api/search?${params}`, { signal: controller.signal })
        .then(async (response) => {
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          setState({ status: 'done', preview: (await response.json()) as SearchPreview });
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: 'error' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [locale, term, attempt]);
  return { state, retry: () => setAttempt((count) => count + 1) };
}

/** The results page for a term: `/products?q=…`, the listing with filters and pages. */
export const searchHref = (term: string) => `/products?${new URLSearchParams({ q: term.trim() })}`;

/**
 * The header's search (spec: overlays): the overlay opens from the header's button with the box
 * focused; results appear as the shopper types, Enter or "See all" opens the full results page,
 * and the last searches of this browser are offered again.
 */
export function HeaderSearch({ locale, trigger }: { locale: Locale; trigger: ReactElement }) {
  const intl = useIntl();
  const router = useRouter();
  const [query, setQuery] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const { state, retry } = useSearchPreview(locale, query);

  const remember = useCallback((term: string) => {
    setRecent((current) => {
      const next = withRecentSearch(current, term);
      writeRecentSearches(window.localStorage, next);
      return next;
    });
  }, []);

  const open = (term: string) => {
    if (!term.trim()) return;
    remember(term);
    // The next search starts from an empty box, with this one among the recent ones.
    setQuery('');
    router.push(localizedPath(searchHref(term), locale));
  };

  return (
    <SearchOverlay
      trigger={trigger}
      onOpenChange={(isOpen) => {
        if (isOpen) setRecent(readRecentSearches(window.localStorage));
      }}
      query={query}
      onQueryChange={setQuery}
      onSubmit={open}
      onSelect={open}
      placeholder={intl.formatMessage({ id: 'personal.search.placeholder' })}
      recentSearches={query.trim() ? [] : recent}
      onClearRecent={() => {
        setRecent([]);
        writeRecentSearches(window.localStorage, []);
      }}
    >
      {(close) => (
        <SearchResults
          query={query}
          products={state.status === 'done' ? state.preview.products : []}
          totalItems={state.status === 'done' ? state.preview.totalItems : 0}
          seeAllHref={searchHref(query)}
          onNavigate={() => {
            remember(query);
            setQuery('');
            close();
          }}
          isLoading={state.status === 'loading' || state.status === 'idle'}
          hasError={state.status === 'error'}
          onRetry={retry}
        />
      )}
    </SearchOverlay>
  );
}
