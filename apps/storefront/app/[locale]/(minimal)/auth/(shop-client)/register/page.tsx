import { localizedPath } from '@dar/i18n';
import { redirect } from 'next/navigation';
import { currentCustomer } from '../../../../../../lib/auth/guard';
import { personalMetadata } from '../../../../../../lib/auth/metadata';
import { RegisterView } from '../../../../../../lib/auth/RegisterView';
import { localeParam } from '../../../../../../lib/locale';

// Reads the shopper's session: never cached.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export const generateMetadata = ({ params }: Props) =>
  personalMetadata(params, 'auth.signUp.title');

/** `/auth/register` (docs/product-spec.md §2, minimal layout): sign up; a signed-in customer goes to the account. */
export default async function RegisterPage({ params }: Props) {
  const locale = await localeParam(params);
  if (await currentCustomer(locale)) redirect(localizedPath('/profile', locale));
  return <RegisterView locale={locale} />;
}
