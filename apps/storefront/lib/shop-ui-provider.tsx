'use client';

import type { CompiledMessages, Locale } from '@dar/i18n';
import { NavigationProgress, UiProvider } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useCallback, useState, useTransition, type ReactNode } from 'react';
import { changesLanguage, localiseHref } from './locale-links';

/**
 * The ui provider with Next's router: every ui link navigates client-side, in the page's
 * language. A change of language loads the whole document, since `<html lang dir>` changes with it
 * and the proxy must see the request to remember the choice; the query string goes along, so a
 * filtered listing stays filtered. While a navigation is pending, a bar along the top of the window
 * says the press was taken (the pages have no `loading.tsx`: docs/development.md).
 */
export function ShopUiProvider({
  locale,
  messages,
  loadingLabel,
  children,
}: {
  locale: Locale;
  messages: Partial<CompiledMessages>;
  /** The navigation bar's accessible name ("Loading"), formatted on the server. */
  loadingLabel: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  // Stable across re-renders (a router refresh sends the layout's props again as new objects): a
  // new context value would re-render every component that reads the router or the catalogue.
  // The catalogue only changes with the language, which loads a new document.
  const [catalogue] = useState(messages);
  const navigate = useCallback(
    (href: string) => {
      if (changesLanguage(href, locale)) {
        const query = href.includes('?') ? '' : window.location.search;
        window.location.assign(`${href}${query}`);
        return;
      }
      // In a transition of our own, so `navigating` stays true until the new page is in.
      startNavigation(() => router.push(localiseHref(href, locale)));
    },
    [router, locale],
  );
  const useHref = useCallback((href: string) => localiseHref(href, locale), [locale]);
  // The document writes <html lang dir> on the server (lib/document.tsx): no wrapper needed.
  return (
    <UiProvider
      locale={locale}
      messages={catalogue}
      navigate={navigate}
      useHref={useHref}
      root={false}
    >
      <NavigationProgress active={navigating} label={loadingLabel} />
      {children}
    </UiProvider>
  );
}
