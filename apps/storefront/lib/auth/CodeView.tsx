'use client';

import { useRequestPasswordResetCode, useVerifyPasswordResetCode } from '@dar/commerce-hooks';
import type { Locale } from '@dar/i18n';
import { CodeEntry, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { resetPasswordHref } from './paths';

/**
 * `/auth/otp?type=reset&email=…` (docs/product-spec.md §4 password recovery, second step): the 6-digit code from
 * the email, with the resend countdown; a right code's token leads to the new password.
 */
export function CodeView({
  locale,
  email,
  resendAfterSeconds,
}: {
  locale: Locale;
  email: string;
  resendAfterSeconds: number;
}) {
  const router = useRouter();
  const [requestCode] = useRequestPasswordResetCode();
  const [verifyCode] = useVerifyPasswordResetCode();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | undefined>();
  return (
    <CodeEntry
      email={email}
      resendAfterSeconds={resendAfterSeconds}
      isPending={pending}
      error={error}
      onResend={() => {
        setError(undefined);
        void requestCode({ emailAddress: email }).then((outcome) => {
          if (!outcome.ok) setError({ errorCode: outcome.errorCode, ...outcome.values });
        });
      }}
      onSubmit={async (code) => {
        setPending(true);
        setError(undefined);
        const outcome = await verifyCode({ emailAddress: email, code });
        if (!outcome.ok) {
          setPending(false);
          setError({ errorCode: outcome.errorCode, ...outcome.values });
          return;
        }
        router.push(resetPasswordHref(locale, outcome.value.token));
      }}
    />
  );
}
