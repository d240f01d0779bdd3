'use client';

import { localeConfig, type CompiledMessages, type Locale } from '@dar/i18n';
import { DarIntlProvider } from '@dar/i18n/react';
import { useLayoutEffect, useMemo, type ComponentProps, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';

import { LinkRouterContext } from './Link/RouterLink';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface UiProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue, compiled: `compiledMessagesFor(locale)` from '@dar/i18n/server' (passed
   * from the server, so only one language is sent), or the module '@dar/i18n/compiled/<locale>'.
   * The browser formats it without react-intl or an ICU parser (`@dar/i18n/react`). It may be the
   * part the client components use (`compiledMessagesFor(locale, ids)`; see `DarIntlMessages`).
   */
  messages: Partial<CompiledMessages>;
  /**
   * The app's client-side router. Given, every `Link`, `LinkButton`, breadcrumb and tab link
   * navigates through it instead of reloading the page. In Next.js, from a client component:
   * `const router = useRouter(); <UiProvider navigate={(href, options) => router.push(href, options)}>`.
   */
  navigate?: RouterProviderProps['navigate'];
  /**
   * Turns a link's `href` into the address written in the page (a base path or locale prefix), so
   * the `href` shown and opened in a new tab matches where `navigate` goes.
   */
  useHref?: RouterProviderProps['useHref'];
  /**
   * Whether the provider states the page's language and direction itself (default true): it wraps
   * the children in a `<div lang dir>` that takes no box (`display: contents`), so the server's
   * HTML is already laid out in the right direction, and in the browser it sets the same `lang` and
   * `dir` on `<html>`, where overlays (popovers, dialogs, toasts) render. An app that writes them on
   * its own `<html>` (`htmlAttributes(locale)` from `@dar/i18n`) and wants no wrapper passes false.
   */
  root?: boolean;
  children: ReactNode;
}

// useLayoutEffect warns when React renders on the server; there the wrapper's attributes suffice.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect;

/** Puts the locale's `lang` and `dir` on `<html>` before the browser paints (see `root`). */
function useDocumentLocale(lang: string, dir: string, enabled: boolean) {
  useBrowserLayoutEffect(() => {
    if (!enabled) return;
    const html = document.documentElement;
    html.lang = lang;
    html.dir = dir;
  }, [lang, dir, enabled]);
}

/**
 * What every ui component needs above it: React Aria's locale (direction, built-in strings, date
 * and number formats), our ICU catalogue, the page's language and direction (`root`) and, when
 * given, the app's router. An app renders it once at its root.
 */
export function UiProvider({
  locale,
  messages,
  navigate,
  useHref,
  root = true,
  children,
}: UiProviderProps) {
  const { htmlLang, dir, intlLocale } = localeConfig[locale];
  useDocumentLocale(htmlLang, dir, root);
  // The same router for the server parts' links (`RouterLink`, a native <a> without React Aria).
  const linkRouter = useMemo(() => (navigate ? { navigate, useHref } : null), [navigate, useHref]);
  const content = (
    <I18nProvider locale={intlLocale}>
      <DarIntlProvider locale={locale} messages={messages}>
        {root ? (
          <div lang={htmlLang} dir={dir} style={{ display: 'contents' }}>
            {children}
          </div>
        ) : (
          children
        )}
      </DarIntlProvider>
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      <LinkRouterContext value={linkRouter}>{content}</LinkRouterContext>
    </RouterProvider>
  ) : (
    content
  );
}
