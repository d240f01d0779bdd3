'use client';

import { useRequestPasswordResetCode } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { ForgotPasswordForm, type AuthFailure } from '@dar/ui';
import { useState } from 'react';
import { codeHref } from './paths';

/**
 * `/auth/forget-password` (docs/product-spec.md §4 password recovery, first step): the email the 6-digit code goes
 * to; then "Password-recovery email sent" and the way to the code screen. The server answers the
 * same whether or not the address has an account.
 */
export function ForgotPasswordView({ locale }: { locale: Locale }) {
  const [requestCode, { loading: pending }] = useRequestPasswordResetCode();
  const [error, setError] = useState<AuthFailure | undefined>();
  const [sent, setSent] = useState<{ email: string; wait: number } | null>(null);
  return (
    <ForgotPasswordForm
      isPending={pending}
      error={error}
      sentTo={sent?.email}
      codeHref={sent ? codeHref(locale, sent.email, sent.wait) : undefined}
      signInHref={localizedPath('/auth', locale)}
      onSubmit={async ({ email }) => {
        setError(undefined);
        const outcome = await requestCode({ emailAddress: email });
        if (!outcome.ok) {
          setError({ errorCode: outcome.errorCode, ...outcome.values });
          return;
        }
        setSent({ email, wait: outcome.value.resendAfterSeconds });
      }}
    />
  );
}
