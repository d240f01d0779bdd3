import { localizedPath } from '@dar/i18n';
import { redirect } from 'next/navigation';
import { ForgotPasswordView } from '../../../../../../lib/auth/ForgotPasswordView';
import { currentCustomer } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { localeParam } from '../../../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'auth.forgot.title');

/**
 * `/auth/forget-password` (docs/product-spec.md §2, §4): the email for a reset code. A signed-in customer changes
 * their password in the account instead.
 */
export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await localeParam(params);
  if (await currentCustomer(locale)) redirect(localizedPath('/profile', locale));
  return <ForgotPasswordView locale={locale} />;
}
