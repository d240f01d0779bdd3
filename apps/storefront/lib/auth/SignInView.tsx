'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { SignInForm, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { usePersonalActions } from '../personal/personal';

/** The sign-in form with the Shop API's `login`; on success, on to `next`. */
export function SignInView({ locale, next }: { locale: Locale; next: string }) {
  const router = useRouter();
  const actions = usePersonalActions();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | undefined>();
  return (
    <SignInForm
      isPending={pending}
      error={error}
      forgotPasswordHref={localizedPath('/auth/forget-password', locale)}
      registerHref={localizedPath('/auth/register', locale)}
      onSubmit={({ email, password, rememberMe }) => {
        setPending(true);
        setError(undefined);
        void actions.signIn(email, password, rememberMe).then((result) => {
          if (result.ok) {
            router.replace(next);
            return;
          }
          setPending(false);
          setError({ errorCode: result.errorCode, ...result.values });
        });
      }}
    />
  );
}
