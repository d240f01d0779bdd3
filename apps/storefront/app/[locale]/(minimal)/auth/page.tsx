import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { currentCustomer, returnPath } from '../../../../lib/auth/guard';
import { SignInView } from '../../../../lib/auth/SignInView';
import { SIGN_IN_EMAIL_COOKIE, signInFailure } from '../../../../lib/auth/session-forms';
import { localeParam } from '../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: getIntl(locale).formatMessage({ id: 'auth.signIn.title' }),
    robots: { index: false, follow: true },
  };
}

/**
 * `/auth` (docs/product-spec.md §2, minimal layout): sign in, then back to the page that asked (`?redirect=`, a
 * path on this site only) or the account. A signed-in customer is sent on at once. A sign-in
 * posted without scripts that was refused comes back here with `?failed=` (and `wait=`), and the
 * email it was for in a short-lived cookie (lib/auth/session-forms.ts).
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const account = localizedPath('/profile', locale);
  const next = returnPath(query.redirect, account);
  if (await currentCustomer(locale)) redirect(next);
  const failure = signInFailure(query.failed, query.wait);
  const email = failure ? (await cookies()).get(SIGN_IN_EMAIL_COOKIE)?.value : undefined;
  const register = localizedPath('/auth/register', locale);
  return (
    <SignInView
      locale={locale}
      next={next}
      // "Create an account" keeps the way back to the page that asked.
      registerHref={
        next === account ? register : `${register}?${new URLSearchParams({ redirect: next })}`
      }
      {...(failure ? { failure } : {})}
      {...(email ? { defaultEmail: email } : {})}
    />
  );
}
