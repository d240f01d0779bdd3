'use client';

import { useIntl } from '@dar/i18n/react';
import { usePathname } from 'next/navigation';

/** Spec §2: a 404 shows "Page not found" and the path that was asked for. */
export default function NotFound() {
  const intl = useIntl();
  const pathname = usePathname();
  return (
    <main>
      <p>{intl.formatMessage({ id: 'error.status' }, { status: 404 })}</p>
      <h1>{intl.formatMessage({ id: 'error.pageNotFound' })}</h1>
      <p>{intl.formatMessage({ id: 'error.pathLabel' }, { path: pathname })}</p>
    </main>
  );
}
