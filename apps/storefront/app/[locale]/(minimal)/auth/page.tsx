import { localizedPath } from '@dar/i18n';
import { getIntl } from '@dar/i18n/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { currentCustomer, returnPath } from '../../../../lib/auth/guard';
import { SignInView } from '../../../../lib/auth/SignInView';
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
 * path on this site only) or the account. A signed-in customer is sent on at once.
 */
export default async function SignInPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const next = returnPath((await searchParams).redirect, localizedPath('/profile', locale));
  if (await currentCustomer(locale)) redirect(next);
  return <SignInView locale={locale} next={next} />;
}
