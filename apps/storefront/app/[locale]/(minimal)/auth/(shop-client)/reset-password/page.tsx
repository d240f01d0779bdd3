import { localizedPath } from '@dar/i18n';
import { redirect } from 'next/navigation';
import { currentCustomer } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { queryValue } from '../../../../../../lib/auth/paths';
import { ResetPasswordView } from '../../../../../../lib/auth/ResetPasswordView';
import { localeParam } from '../../../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = ({ params }: Props) => personalMetadata(params, 'auth.reset.title');

/**
 * `/auth/reset-password?token=…` (docs/product-spec.md §4, last step of recovery): the token comes from an
 * accepted code (or the stock reset email's link); without one, recovery starts again.
 */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const token = queryValue((await searchParams).token);
  if (!token) redirect(localizedPath('/auth/forget-password', locale));
  if (await currentCustomer(locale)) redirect(localizedPath('/profile', locale));
  return <ResetPasswordView locale={locale} token={token} />;
}
