'use client';

import { useVerifyCustomerAccount } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Heading, InlineAlert, Inline, Link, Spinner, Stack, toastQueue } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { takeAfterVerify } from './after-verify';

/**
 * `/auth/otp?type=verify&token=…`, the link of the verification email: the token goes to
 * `verifyCustomerAccount`, which also signs the customer in, and on to the page that sent them to
 * sign up in this browser (lib/auth/after-verify.ts) or their account. A used or unknown token
 * says so, with the ways to sign in or start again.
 */
export function VerifyView({ locale, token }: { locale: Locale; token: string }) {
  const intl = useIntl();
  const router = useRouter();
  const [send] = useVerifyCustomerAccount();
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
      toastQueue.add({ title: intl.formatMessage({ id: 'auth.verify.done' }), tone: 'success' });
      router.replace(takeAfterVerify(localizedPath('/profile', locale)));
    })();
  }, [intl, locale, send, router, token]);

  return (
    <Stack gap="lg">
      <Heading level={1} size="lg">
        {intl.formatMessage({ id: 'auth.verify.title' })}
      </Heading>
      {failed ? (
        <>
          <InlineAlert intl={intl} tone="danger" isLive>
            {intl.formatMessage({ id: 'auth.verify.failed' })}
          </InlineAlert>
          <Inline gap="lg">
            <Link href={localizedPath('/auth', locale)} variant="standalone">
              {intl.formatMessage({ id: 'auth.verify.signIn' })}
            </Link>
            <Link href={localizedPath('/auth/register', locale)} variant="standalone">
              {intl.formatMessage({ id: 'auth.verify.register' })}
            </Link>
          </Inline>
        </>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'auth.verify.pending' })} />
      )}
    </Stack>
  );
}
