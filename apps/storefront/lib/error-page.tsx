import { defaultLocale, localeConfig, localeFromPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { ErrorScreen } from '@dar/ui';
import Head from 'next/head';
import { failedPageStatus } from './request-state';

/**
 * The error page of a page that failed its first render (pages/_error.tsx). Next 15 does not show
 * a route's `error.tsx` when a page of the full-route cache (ISR) fails to render: it answers its
 * own 500 page, which the Pages Router's `_error` replaces. So an uncached product or category
 * page asked for while the commerce server is down shows the shop's screen in its language, with
 * the status it answered (503 after scripts/serve-preload.cjs, else 500), as `error.tsx` does for
 * the pages that render per request.
 */

/** The messages the screen formats in the browser. */
export const ERROR_PAGE_MESSAGE_IDS = [
  'error.status',
  'error.backendUnavailable',
  'error.generic',
  'error.pageNotFound',
  'backToHome',
  'error.redirectNotice',
  'error.redirectPaused',
  'ui.countdown.pause',
  'ui.countdown.resume',
] as const;

/** The language of the path that failed: `/en…` English, any other Arabic (middleware.ts). */
export function pathLocale(path: string | undefined): Locale {
  return localeFromPath(new URL(path ?? '/', 'http://shop.invalid').pathname) ?? defaultLocale;
}

/** The answer's status as the screen shows it: 503 when the commerce server was down. */
export function errorPageStatus(statusCode: number | undefined): number {
  return statusCode === undefined || statusCode === 500 ? failedPageStatus() : statusCode;
}

export function ErrorPageScreen({ locale, status }: { locale: Locale; status: number }) {
  const intl = useIntl();
  const title = intl.formatMessage({
    id:
      status === 404
        ? 'error.pageNotFound'
        : status === 503
          ? 'error.backendUnavailable'
          : 'error.generic',
  });
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <ErrorScreen
        intl={intl}
        status={status}
        title={title}
        homeHref={localeConfig[locale].prefix || '/'}
      />
    </>
  );
}
