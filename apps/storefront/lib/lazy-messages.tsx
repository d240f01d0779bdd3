'use client';

import { createLazyMessages } from '@dar/i18n/react';
import type { lazyMessageIds } from './client-messages.generated';

/*
 * Code loaded on first use (the cart drawer, the search overlay, the sign-in popup, the wheel's
 * dialog, the toasts) brings its own messages, from app/api/messages/[locale]/[unit]:
 * `withMessages('Unit', import('./Unit'), pick)`.
 */
/** A lazy unit's name, as the scan found it. */
export type LazyUnit = keyof typeof lazyMessageIds;

export const { withMessages } = createLazyMessages<LazyUnit>({
  url: (locale, unit) => `/api/messages/${locale}/${unit}`,
});
