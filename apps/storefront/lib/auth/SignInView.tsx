'use client';

import { localizedPath, type Locale } from '@dar/i18n';
import { SignInForm, type AuthFailure } from '@dar/ui';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { usePersonalActions } from '@dar/commerce-hooks/personal';
import { SIGN_IN_PATH } from './paths';

/**
 * The sign-in form with the Shop API's `login`: on the /auth page it goes on to `next`; in the
 * login popup it calls `onSignedIn` instead. Before the page has hydrated (or without
 * JavaScript) the form posts to `/api/session/sign-in`, which signs in on the server and comes
 * back here with `failure` and `defaultEmail` when it was refused.
 */
export function SignInView({
  locale,
  next,
  onSignedIn,
  titleLevel = 1,
  registerHref = localizedPath('/auth/register', locale),
  failure,
  defaultEmail,
}: {
  locale: Locale;
  next?: string;
  /** Why the last native sign-in was refused. */
  failure?: AuthFailure;
  /** The email of that sign-in. */
  defaultEmail?: string;
  onSignedIn?: () => void;
  titleLevel?: 1 | 2 | 3;
  registerHref?: string;
}) {
  const router = useRouter();
  const actions = usePersonalActions();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFailure | undefined>(failure);
  return (
    <SignInForm
      action={SIGN_IN_PATH}
      hiddenFields={{ locale, ...(next ? { next } : {}) }}
      {...(defaultEmail ? { defaultEmail } : {})}
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
