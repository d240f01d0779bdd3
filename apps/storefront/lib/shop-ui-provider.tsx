'use client';

import type { CompiledMessages, Locale } from '@dar/i18n';
import { UiProvider } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useCallback, useState, type ReactNode } from 'react';
import { changesLanguage, localiseHref } from './locale-links';

/**
 * The ui provider with Next's router: every ui link navigates client-side, in the page's
 * language. A change of language loads the whole document, since `<html lang dir>` changes with it
 * and the proxy must see the request to remember the choice; the query string goes along, so a
 * filtered listing stays filtered.
 */
export function ShopUiProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Partial<CompiledMessages>;
  children: ReactNode;
}) {
  const router = useRouter();
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
      router.push(localiseHref(href, locale));
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
      {children}
    </UiProvider>
  );
}
