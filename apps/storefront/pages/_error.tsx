import type { CompiledMessages, Locale } from '@dar/i18n';
import { DarIntlProvider } from '@dar/i18n/react';
import { Container } from '@dar/ui';
import type { NextPageContext } from 'next';
import {
  ERROR_PAGE_MESSAGE_IDS,
  ErrorPageScreen,
  errorPageStatus,
  pathLocale,
} from '../lib/error-page';

interface Props {
  locale: Locale;
  status: number;
  messages: Partial<CompiledMessages>;
}

/** lib/error-page.tsx: the screen of a page that failed its first render. */
export default function ErrorPage({ locale, status, messages }: Props) {
  return (
    <DarIntlProvider locale={locale} messages={messages}>
      <Container as="main">
        <ErrorPageScreen locale={locale} status={status} />
      </Container>
    </DarIntlProvider>
  );
}

ErrorPage.getInitialProps = async ({ res, err, asPath }: NextPageContext): Promise<Props> => {
  const locale = pathLocale(asPath);
  // The catalogue stays on the server: the browser gets the screen's messages in the page's props.
  const { compiledMessagesFor } = await import('@dar/i18n/server');
  return {
    locale,
    status: errorPageStatus(res?.statusCode ?? err?.statusCode),
    messages: compiledMessagesFor(locale, ERROR_PAGE_MESSAGE_IDS),
  };
};
