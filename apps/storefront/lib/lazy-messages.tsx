'use client';

import { createLazyMessages } from '@dar/i18n/react';
import type { lazyMessageIds } from './client-messages.generated';

/*
 * Code loaded on first use (the cart drawer, the search overlay, the sign-in popup, the wheel's
 * dialog, the toasts) brings its own messages, from app/api/messages/[locale]/[unit]:
 * `withMessages('Unit', import('./Unit'), pick)`.
 */
export const { withMessages } = createLazyMessages<keyof typeof lazyMessageIds>({
  url: (locale, unit) => `/api/messages/${locale}/${unit}`,
});
