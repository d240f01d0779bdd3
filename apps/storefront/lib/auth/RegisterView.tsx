'use client';

import { useRegisterCustomer, useSubscribeToNewsletter } from '@dar/commerce-hooks';
import { localizedPath, type Locale } from '@dar/i18n';
import { useIntl } from '@dar/i18n/react';
import { Heading, InlineAlert, Link, SignUpForm, Stack, type AuthFailure } from '@dar/ui';
import { useState } from 'react';
import { signInHref as signInWithReturn } from '../catalogue/sign-in';
import { rememberAfterVerify } from './after-verify';

/**
 * `/auth/register`: the sign-up form with `registerCustomerAccount`; once sent, the form gives way
 * to "check your email" (the verification link leads to `/auth/otp?type=verify`, and from there to
 * `next` when a page sent the shopper here). The marketing opt-in subscribes the address to the
 * newsletter. "Sign in" keeps the way back too.
 */
export function RegisterView({ locale, next }: { locale: Locale; next?: string }) {
  const intl = useIntl();
  const [register, { loading: pending }] = useRegisterCustomer();
  const [subscribe] = useSubscribeToNewsletter();
  const [error, setError] = useState<AuthFailure | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signInHref = next ? signInWithReturn(locale, next) : localizedPath('/auth', locale);

  if (sentTo !== null) {
    return (
      <Stack gap="lg">
        <Heading level={1} size="lg">
          {intl.formatMessage({ id: 'auth.register.sentTitle' })}
        </Heading>
        <InlineAlert intl={intl} tone="success" isLive>
          {intl.formatMessage({ id: 'auth.register.sentBody' }, { email: sentTo })}
        </InlineAlert>
        <Link href={signInHref} variant="standalone">
          {intl.formatMessage({ id: 'auth.forgot.backToSignIn' })}
        </Link>
      </Stack>
    );
  }

  return (
    <SignUpForm
      isPending={pending}
      error={error}
      termsHref={localizedPath('/pages/terms-conditions', locale)}
      signInHref={signInHref}
      onSubmit={async ({ firstName, lastName, email, password, acceptsMarketing }) => {
        setError(undefined);
        const outcome = await register({
          input: {
            emailAddress: email,
            firstName,
            lastName,
            password,
            customFields: { preferredLanguage: locale },
          },
        });
        if (!outcome.ok) {
          setError({
            errorCode: outcome.errorCode,
            ...outcome.values,
            ...(outcome.violations ? { violations: outcome.violations } : {}),
          });
          return;
        }
        // Written every time, so an earlier sign-up's way back in this browser is not used.
        rememberAfterVerify(next ?? localizedPath('/profile', locale));
        if (acceptsMarketing) {
          // The account exists either way; a failed subscription is not worth stopping for.
          void subscribe({ emailAddress: email });
        }
        setSentTo(email);
      }}
    />
  );
}
