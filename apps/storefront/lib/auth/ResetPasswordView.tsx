'use client';

import { useLogout, useResetPassword } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { ResetPasswordForm, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';

/**
 * `/auth/reset-password?token=…` (docs/product-spec.md §4 password recovery, last step): the new password, twice.
 * The Shop API signs the customer in on a reset; the spec's flow ends on "Password reset
 * successfully" with the way to sign in, so the session is ended again and the success page
 * follows.
 */
export function ResetPasswordView({ locale, token }: { locale: Locale; token: string }) {
  const router = useRouter();
  const [resetPassword] = useResetPassword();
  const [logout] = useLogout();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | undefined>();
  return (
    <ResetPasswordForm
      isPending={pending}
      error={error}
      forgotPasswordHref={localizedPath('/auth/forget-password', locale)}
      onSubmit={async ({ password }) => {
        setPending(true);
        setError(undefined);
        const outcome = await resetPassword({ token, password });
        if (!outcome.ok) {
          setPending(false);
          setError({ errorCode: outcome.errorCode, ...outcome.values });
          return;
        }
        await logout();
        router.replace(localizedPath('/auth/reset-password-success', locale));
      }}
    />
  );
}
