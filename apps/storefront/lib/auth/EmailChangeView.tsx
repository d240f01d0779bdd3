'use client';

import { useUpdateCustomerEmailAddress } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Heading, InlineAlert, Link, Spinner, Stack, toastQueue } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';

/**
 * `/auth/otp?type=email-change&token=…`, the link of the email sent to a new address: the token
 * goes to `updateCustomerEmailAddress` (the page has made sure the customer is signed in), and on
 * to their account, which shows the new address. A used or expired link says so.
 */
export function EmailChangeView({ locale, token }: { locale: Locale; token: string }) {
  const intl = useIntl();
  const router = useRouter();
  const [send] = useUpdateCustomerEmailAddress();
  const [failed, setFailed] = useState(false);
  // A token works once: never sent twice, even if the effect runs again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void (async () => {
      const outcome = await send({ token });
      if (!outcome.ok) {
        setFailed(true);
        return;
      }
      toastQueue.add({
        title: intl.formatMessage({ id: 'auth.emailChange.done' }),
        tone: 'success',
      });
      router.replace(localizedPath('/profile', locale));
    })();
  }, [intl, locale, send, router, token]);

  return (
    <Stack gap="lg">
      <Heading level={1} size="lg">
        {intl.formatMessage({ id: 'auth.emailChange.title' })}
      </Heading>
      {failed ? (
        <>
          <InlineAlert intl={intl} tone="danger" isLive>
            {intl.formatMessage({ id: 'auth.emailChange.failed' })}
          </InlineAlert>
          <Link href={localizedPath('/profile', locale)} variant="standalone">
            {intl.formatMessage({ id: 'auth.emailChange.account' })}
          </Link>
        </>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'auth.emailChange.pending' })} />
      )}
    </Stack>
  );
}
