import { localizedPath } from '@dar/i18n';
import { redirect } from 'next/navigation';
import { currentCustomer, returnPath } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { RegisterView } from '../../../../../../lib/auth/RegisterView';
import { localeParam } from '../../../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'auth.signUp.title');

/**
 * `/auth/register` (docs/product-spec.md §2, minimal layout): sign up, then — once the email's
 * link verifies the account — back to the page that asked (`?redirect=`, a path on this site
 * only) or the account. A signed-in customer is sent on at once.
 */
export default async function RegisterPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const account = localizedPath('/profile', locale);
  const next = returnPath((await searchParams).redirect, account);
  if (await currentCustomer(locale)) redirect(next);
  return <RegisterView locale={locale} {...(next === account ? {} : { next })} />;
}
