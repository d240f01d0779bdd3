'use client';

import { useNewBuild } from '@dar/commerce-hooks/builds';
import { lazy, Suspense } from 'react';

/** The offer itself (the ui's alert and button): loaded once a new build is seen, not before. */
const NewBuildAlert = lazy(() => import('./new-build-alert'));

export interface NewBuildOfferProps {
  /** The build that rendered this page. */
  currentBuildId: string;
  /** Where the live build id is read; the storefront's `/build-id` route. */
  url?: string;
  intervalMs?: number;
  /** What the button does; the page reload, replaced in tests. */
  reload?: () => void;
}

/**
 * Offers a reload when another build is live (spec §7), and reloads once after a failed chunk
 * load (the guard `useNewBuild` installs). The offer waits for the shopper: reloading on its own
 * would throw away a half-filled form.
 */
export function NewBuildOffer({
  currentBuildId,
  url = '/build-id',
  intervalMs,
  reload = () => window.location.reload(),
}: NewBuildOfferProps) {
  const newBuild = useNewBuild({ currentBuildId, url, intervalMs });
  if (!newBuild) return null;
  return (
    <Suspense fallback={null}>
      <NewBuildAlert reload={reload} />
    </Suspense>
  );
}
