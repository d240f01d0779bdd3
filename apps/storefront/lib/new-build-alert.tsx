'use client';

import { FormattedMessage } from '@dar/i18n/react';
import { Button, InlineAlert, Stack } from '@dar/ui';
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

/** The new-build offer (new-build-offer.tsx), in its own module so pages load it only when shown. */
export default function NewBuildAlert({ reload }: { reload: () => void }) {
  return (
    <div style={placement}>
      <InlineAlert tone="info" isLive>
        <Stack gap="sm">
          <FormattedMessage id="build.newVersion" />
          <div>
            <Button size="sm" onPress={reload}>
              <FormattedMessage id="build.reload" />
            </Button>
          </div>
        </Stack>
      </InlineAlert>
    </div>
  );
}
