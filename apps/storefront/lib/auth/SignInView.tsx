'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { SignInForm, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { usePersonalActions } from '../personal/personal';

/**
 * The sign-in form with the Shop API's `login`: on the /auth page it goes on to `next`; in the
 * login popup it calls `onSignedIn` instead.
 */
export function SignInView({
  locale,
  next,
  onSignedIn,
  titleLevel = 1,
  registerHref = localizedPath('/auth/register', locale),
}: {
  locale: Locale;
  next?: string;
  onSignedIn?: () => void;
  titleLevel?: 1 | 2 | 3;
  registerHref?: string;
}) {
  const router = useRouter();
  const actions = usePersonalActions();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | undefined>();
  return (
    <SignInForm
      isPending={pending}
      error={error}
      titleLevel={titleLevel}
      forgotPasswordHref={localizedPath('/auth/forget-password', locale)}
      registerHref={registerHref}
      onSubmit={({ email, password, rememberMe }) => {
        setPending(true);
        setError(undefined);
        void actions.signIn(email, password, rememberMe).then((result) => {
          if (result.ok) {
            if (onSignedIn) onSignedIn();
            if (next) router.replace(next);
            else router.refresh();
            return;
          }
          setPending(false);
          setError({ errorCode: result.errorCode, ...result.values });
        });
      }}
    />
  );
}
