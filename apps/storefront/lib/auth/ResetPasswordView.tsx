'use client';

import { LogoutDocument, ResetPasswordDocument } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { ResetPasswordForm, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useShopMutation } from '../account/shop-mutation';

/**
 * `/auth/reset-password?token=…` (docs/product-spec.md §4 password recovery, last step): the new password, twice.
 * The Shop API signs the customer in on a reset; the spec's flow ends on "Password reset
 * successfully" with the way to sign in, so the session is ended again and the success page
 * follows.
 */
export function ResetPasswordView({ locale, token }: { locale: Locale; token: string }) {
  const router = useRouter();
  const mutate = useShopMutation();
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
        const outcome = await mutate(
          ResetPasswordDocument,
          { token, password },
          (data) => data.resetPassword,
        );
        if (!outcome.ok) {
          setPending(false);
          setError({ errorCode: outcome.errorCode, ...outcome.values });
          return;
        }
        await mutate(LogoutDocument, {}, (data) => ({ __typename: 'Success', ...data.logout }));
        router.replace(localizedPath('/auth/reset-password-success', locale));
      }}
    />
  );
}
