'use client';

import { Container } from '@dar/ui';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';

/**
 * The screen's code: every page carries this boundary (Next loads it with the layout), so the
 * screen itself loads only when a page fails.
 */
const ServerErrorScreen = dynamic(() =>
  import('../../lib/error-screens').then((module) => module.ServerErrorScreen),
);

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
      <ServerErrorScreen />
    </Container>
  );
}
