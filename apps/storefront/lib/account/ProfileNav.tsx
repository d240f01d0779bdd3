'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { AccountNav, toastQueue } from '@dar/ui';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { SIGN_OUT_PATH } from '../auth/paths';
import { usePersonalActions } from '@dar/commerce-hooks/personal';
import { accountLinks, accountPageOf } from './links';

/**
 * The account's menu (docs/product-spec.md §2) with the page shown now marked, and signing out: the session ends,
 * every personal answer is read again as a guest's, and the shopper lands on the home page. Before
 * the page has hydrated (or without JavaScript) the press posts to `/api/session/sign-out`, which
 * ends the session on the server and lands on the home page the same way.
 */
export function ProfileNav({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const router = useRouter();
  // Null only in the Pages Router, which serves the error page alone (pages/_error.tsx).
  const pathname = usePathname() ?? '/';
  const actions = usePersonalActions();
  const [pending, setPending] = useState(false);
  return (
    <AccountNav
      current={accountPageOf(pathname)}
      links={accountLinks(locale)}
      signOutAction={SIGN_OUT_PATH}
      signOutFields={{ locale }}
      signOutPending={pending}
      onSignOut={() => {
        setPending(true);
        void actions.signOut().then((result) => {
          setPending(false);
          if (!result.ok) {
            toastQueue.add({ title: intl.formatMessage({ id: result.messageId }), tone: 'danger' });
            return;
          }
          toastQueue.add({
            title: intl.formatMessage({ id: 'account.signedOut' }),
            tone: 'success',
          });
          router.replace(localizedPath('/', locale));
        });
      }}
    />
  );
}
