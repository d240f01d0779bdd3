'use client';

import { lazy, Suspense } from 'react';
import type { RedirectCountdownProps } from './CountdownHome';

export type { RedirectCountdownProps } from './CountdownHome';

/** The countdown's code (its timer and button): loaded when an error screen shows. */
const CountdownHome = lazy(() => import('./CountdownHome'));

/**
 * The error screen's client leaf. An app sends its not-found screen, with its client leaves, along
 * with every page (Next does, for a client-side `notFound()`), and the error boundary's too: so
 * the leaf itself is only this, and the countdown's code comes when a screen shows. Until then the
 * screen's link home is there; the count starts once the code is in.
 */
export function RedirectCountdown(props: RedirectCountdownProps) {
  return (
    <Suspense fallback={null}>
      <CountdownHome {...props} />
    </Suspense>
  );
}
