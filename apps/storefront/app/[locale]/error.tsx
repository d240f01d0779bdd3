'use client';

import { Container } from '@dar/ui';
import { lazy, Suspense, useEffect } from 'react';

/** The screen's code (the ui's error screen) loads when a page fails, not with every page. */
const ServerErrorScreen = lazy(async () => ({
  default: (await import('../../lib/error-screens')).ServerErrorScreen,
}));

/**
 * A page that failed to render (the commerce server down for an uncached page, a bug) answers
 * with the error screen in its language — never an empty shell — and goes home after 8 seconds.
 */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // The digest ties this screen to the server's log line for the same failure.
    console.error(error.digest ? `Page error ${error.digest}` : error);
  }, [error]);
  return (
    <Container as="main">
      <Suspense fallback={null}>
        <ServerErrorScreen />
      </Suspense>
    </Container>
  );
}
