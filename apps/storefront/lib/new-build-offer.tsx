'use client';

import { useNewBuild } from '@dar/commerce-hooks/builds';
import { FormattedMessage, useIntl } from '@dar/i18n/react';
import { InlineAlert, PlainButton, Stack } from '@dar/ui';
import type { CSSProperties } from 'react';

// Above the page at the bottom, in logical properties so it sits the same in Arabic and English.
const placement: CSSProperties = {
  position: 'fixed',
  insetBlockEnd: 'var(--dar-space-md)',
  insetInline: 'var(--dar-space-md)',
  maxInlineSize: '32rem',
  marginInline: 'auto',
  zIndex: 10,
};

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
 * Offers a reload when another build is live (docs/product-spec.md §7), and reloads once after a failed chunk
 * load (the guard `useNewBuild` installs). The offer waits for the shopper: reloading on its own
 * would throw away a half-filled form.
 */
export function NewBuildOffer({
  currentBuildId,
  url = '/build-id',
  intervalMs,
  reload = () => window.location.reload(),
}: NewBuildOfferProps) {
  const intl = useIntl();
  const newBuild = useNewBuild({ currentBuildId, url, intervalMs });
  if (!newBuild) return null;
  return (
    <div style={placement}>
      <InlineAlert intl={intl} tone="info" isLive>
        <Stack gap="sm">
          <FormattedMessage id="build.newVersion" />
          <div>
            {/* Native: the offer ships with every page, and shows when old code may be gone. */}
            <PlainButton size="sm" onClick={reload}>
              <FormattedMessage id="build.reload" />
            </PlainButton>
          </div>
        </Stack>
      </InlineAlert>
    </div>
  );
}
