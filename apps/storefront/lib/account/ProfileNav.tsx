'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { AccountNav, toastQueue } from '@dar/ui';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import { usePersonalActions } from '../personal/personal';
import { accountLinks, accountPageOf } from './links';

/**
 * The account's menu (docs/product-spec.md §2) with the page shown now marked, and signing out: the session ends,
 * every personal answer is read again as a guest's, and the shopper lands on the home page.
 */
export function ProfileNav({ locale }: { locale: Locale }) {
  const intl = useIntl();
  const router = useRouter();
  const pathname = usePathname();
  const actions = usePersonalActions();
  const [pending, setPending] = useState(false);
  return (
    <AccountNav
      current={accountPageOf(pathname)}
      links={accountLinks(locale)}
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
